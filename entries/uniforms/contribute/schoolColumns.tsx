// The Contribute tab's columns (spec-3 §2): Name, Logos and Uniforms (count chips), Policy (a tick, a cross or
// "Unset"), Location, Website, and the Update button to the school's contribution screen.

import { Link } from 'wouter'
import { styled } from 'styled-components'
import type { School } from '../../../shared/api/types/uniforms.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { theme } from '../../../shared/ui/theme.js'
import { websiteHref } from '../contribution/contributionDraft.js'
import { buttonLinkStyle } from '../frame/buttonLinkStyle.js'
import { contributionHref } from './contributeTabAddress.js'
import { CountChip } from './CountChip.js'

/** What the Policy column shows for a school's uniformWorn, and what a screen reader hears. */
export function policyMark(uniformWorn: boolean | null): { mark: string; spoken: string } {
  if (uniformWorn === true) return { mark: '✓', spoken: 'Uniform worn' }
  if (uniformWorn === false) return { mark: '✗', spoken: 'No uniform' }
  return { mark: 'Unset', spoken: 'Unset' }
}

/** The website as the column shows it: its host, without "www.". */
export function websiteText(href: string): string {
  return new URL(href).host.replace(/^www\./, '')
}

export const schoolColumns: readonly TableColumn<School>[] = [
  { id: 'name', label: 'Name', rowHeader: true, cell: (school) => school.name },
  { id: 'logos', label: 'Logos', cell: (school) => <CountChip accepted={school.acceptedLogoCount} uniformWorn={school.uniformWorn} noun="accepted logos" /> },
  { id: 'uniforms', label: 'Uniforms', cell: (school) => <CountChip accepted={school.acceptedUniformCount} uniformWorn={school.uniformWorn} noun="accepted uniform images" /> },
  {
    id: 'policy',
    label: 'Policy',
    cell: (school) => {
      const { mark, spoken } = policyMark(school.uniformWorn)
      if (mark === spoken) return <Muted>{mark}</Muted>
      return (
        <Mark $yes={school.uniformWorn === true} title={spoken}>
          <span aria-hidden="true">{mark}</span>
          <Hidden>{spoken}</Hidden>
        </Mark>
      )
    },
  },
  {
    id: 'location',
    label: 'Location',
    cell: (school) => [school.town, school.postcode].filter(Boolean).join(', '),
  },
  {
    id: 'website',
    label: 'Website',
    cell: (school) => {
      const href = websiteHref(school.website ?? '')
      if (!href) return <Muted>None</Muted>
      return (
        <WebsiteLink href={href} target="_blank" rel="noopener noreferrer" title={websiteText(href)}>
          {websiteText(href)}
          <Hidden> (opens in a new tab)</Hidden>
        </WebsiteLink>
      )
    },
  },
  {
    id: 'update',
    label: 'Update',
    cell: (school) => (
      <UpdateLink href={contributionHref(school.id)} aria-label={`Update ${school.name}`}>
        Update
      </UpdateLink>
    ),
  },
]

// A long address is cut short; its whole host is its title.
const WebsiteLink = styled.a`
  display: inline-block;
  max-width: 14rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: middle;
`

const Mark = styled.span<{ $yes: boolean }>`
  font-weight: 700;
  font-size: 1.125rem;
  color: ${(p) => (p.$yes ? theme.colour.brand : theme.colour.danger)};
`

const Muted = styled.span`
  color: ${theme.colour.muted};
`

const Hidden = styled.span`
  ${theme.visuallyHidden}
`

const UpdateLink = styled(Link)`
  ${buttonLinkStyle('secondary')}
  padding: ${theme.space(0.5)} ${theme.space(1.5)};
  white-space: nowrap;
`
