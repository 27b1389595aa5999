// The footer (spec-1 §2.1): links to the API documentation, terms and privacy; in restricted mode the
// version instead.

import { styled } from 'styled-components'
import { theme } from '../ui/theme.js'

export function Footer({ restricted, version }: { restricted: boolean; version: string }) {
  return (
    <Bar>
      {restricted ? (
        <span>Version {version}</span>
      ) : (
        <nav aria-label="Footer">
          <a href="/docs">API Documentation</a>
          <a href="/terms">Terms</a>
          <a href="/privacy">Privacy</a>
        </nav>
      )}
    </Bar>
  )
}

const Bar = styled.footer`
  padding: ${theme.space(2)} ${theme.space(3)};
  border-top: 1px solid ${theme.colour.line};
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
  nav { display: flex; gap: ${theme.space(2)}; }
  a { color: inherit; }
`
