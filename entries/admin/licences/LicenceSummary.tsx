// A licence's terms at the head of its page (spec-3 §3 "Licence"): name, created, expires (and whether it
// has), and the seats used of its maximum, with its usage and audit pages for a viewer who may open them.

import { Link } from 'wouter'
import { styled } from 'styled-components'
import type { Licence } from '../../../shared/api/types/licences.js'
import { formatDay } from '../../../shared/format/dates.js'
import { theme } from '../../../shared/ui/theme.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { TermList } from '../../../shared/ui/TermList.js'
import { expiryText, StatusBadge } from './licenceColumns.js'
import type { LicenceLink } from './licenceLinks.js'
import { seatsText } from './entityRules.js'

interface Props {
  licence: Licence
  seatsTaken: number
  /** The licence's other pages this viewer may open. */
  links: readonly LicenceLink[]
}

const LINK_TEXT: Record<LicenceLink['kind'], string> = { detail: 'Manage', usage: 'Usage', audit: 'Audit' }

export function LicenceSummary({ licence, seatsTaken, links }: Props) {
  return (
    <Card place="section" title="Licence">
      <TermList
        terms={[
          ['Name', licence.name],
          ['Created', formatDay(licence.createdAt)],
          ['Expires', expiryText(licence.expiresAt)],
          ['Status', <StatusBadge expiresAt={licence.expiresAt} now={Date.now()} />],
          ['Seats', seatsText(seatsTaken, licence.maxSeats)],
        ]}
      />
      {links.length > 0 && (
        <Links>
          {links.map((link) => (
            <Link key={link.kind} href={link.href} aria-label={link.label}>
              {LINK_TEXT[link.kind]}
            </Link>
          ))}
        </Links>
      )}
    </Card>
  )
}

const Links = styled.p`
  display: flex;
  gap: ${theme.space(2)};
  margin: 0;
  a { color: ${theme.colour.brand}; }
`
