// A result's domain with its badge: a letter drawn here instead of the site's favicon (see domainBadge.ts).

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { domainBadge } from '../results/domainBadge.js'

export function DomainMark({ domain }: { domain: string | null }) {
  if (!domain) return null
  const { letter, hue } = domainBadge(domain)
  return (
    <Mark>
      <Badge aria-hidden="true" style={{ background: `hsl(${hue} 45% 40%)` }}>
        {letter}
      </Badge>
      <span title={domain}>{domain}</span>
    </Mark>
  )
}

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(0.75)};
`

const Badge = styled.span`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: 16px;
  height: 16px;
  border-radius: 3px;
  color: ${theme.colour.brandInk};
  font-size: 0.7rem;
  font-weight: 700;
`
