// A licence's links in the list (spec-3 §2 "Licences": detail, usage, audit), each an icon with the word for
// what it does beside it, named in full for screen readers, drawn in the brand colour with a focus ring.

import { Link } from 'wouter'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import type { LicenceLink, LicenceLinkKind } from './licenceLinks.js'

/** 24×24 outlines, stroked in the link's colour. */
const PATHS: Record<LicenceLinkKind, string> = {
  // A sliders icon: the licence's settings.
  detail: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  // Three bars: usage statistics.
  usage: 'M5 20V11M12 20V4M19 20v-6M3 20h18',
  // A clipboard with lines: the audit log.
  audit: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 11h8M8 15h8M8 19h5',
}

export function LicenceLinkIcons({ links }: { links: readonly LicenceLink[] }) {
  return (
    <Icons>
      {links.map((link) => (
        <IconLink key={link.kind} href={link.href} aria-label={link.label} title={link.label}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d={PATHS[link.kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span aria-hidden="true">{link.word}</span>
        </IconLink>
      ))}
    </Icons>
  )
}

const Icons = styled.span`
  display: inline-flex;
  gap: ${theme.space(0.5)};
`

const IconLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(0.5)};
  min-height: 32px;
  padding: 0 ${theme.space(0.5)};
  border-radius: ${theme.radius};
  color: ${theme.colour.brand};
  &:hover { background: ${theme.colour.canvas}; }
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 1px; }
`
