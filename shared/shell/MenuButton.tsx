// The top bar's menu button: opens or closes the side menu, on a wide screen keeping the choice as the
// showMenu setting (spec-1 §2.1), on a narrow one for this page only (menuState.ts).

import { styled } from 'styled-components'
import { theme } from '../ui/theme.js'
import { SIDE_MENU_ID } from './SideMenu.js'
import { toggleMenu } from './menuState.js'

export function MenuButton({ open, narrow }: { open: boolean; narrow: boolean }) {
  return (
    <Button
      type="button"
      aria-label="Menu"
      aria-expanded={open}
      aria-controls={open ? SIDE_MENU_ID : undefined}
      onClick={() => toggleMenu(open, narrow)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Button>
  )
}

const Button = styled.button`
  display: inline-flex;
  padding: ${theme.space(0.5)};
  color: inherit;
  background: none;
  border: 0;
  border-radius: ${theme.radius};
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${theme.colour.brandSoft}; }
`
