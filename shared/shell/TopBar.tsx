// The top bar (spec-1 §2.1): the logo; for a signed-in user the menu button, the partner logo
// (showCaidHeader), the JUSTIFICATION field (needsJustification) and the SHOW IMAGES toggle.

import { styled } from 'styled-components'
import type { SessionSummary } from '../api/types/user.js'
import { theme } from '../ui/theme.js'
import type { SignedInChrome } from './chrome.js'

interface Props {
  user: SessionSummary | null
  menuOpen: boolean
  narrow: boolean
  /** The signed-in parts, once the area has them (chrome.ts). */
  chrome: SignedInChrome | null
}

export function TopBar({ user, menuOpen, narrow, chrome }: Props) {
  const signedIn = user && chrome ? { user, ...chrome } : null
  return (
    <Bar>
      {signedIn && <signedIn.MenuButton open={menuOpen} narrow={narrow} />}
      <Logo href="/search" aria-label="Sightline home">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M14.5 14.5 L21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        Sightline
      </Logo>
      {signedIn?.user.showCaidHeader && <signedIn.PartnerLogo />}
      {signedIn && (
        <Controls>
          {signedIn.user.needsJustification && <signedIn.JustificationField />}
          <signedIn.ShowImagesSwitch on={signedIn.user.showImages} />
        </Controls>
      )}
    </Bar>
  )
}

const Bar = styled.header`
  position: relative;
  z-index: ${theme.layer.bar};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(2)};
  min-height: 56px;
  padding: ${theme.space(0.5)} ${theme.space(3)};
  background: ${theme.colour.brand};
  color: ${theme.colour.brandInk};
  a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid ${theme.colour.focus}; outline-offset: 2px; }
`

const Logo = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  color: inherit;
  font-weight: 700;
  font-size: ${theme.font.size.title};
  text-decoration: none;
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(2)};
  margin-left: auto;
`
