// The first stop of the keyboard on every page: a link past the top bar and the menu to the page itself
// (WCAG 2.4.1), out of sight until it has focus. It moves focus without writing a hash into the address,
// which the areas keep for their own state.

import { styled } from 'styled-components'
import { theme } from '../ui/theme.js'

/** The id of the element that holds the page, which the skip link moves focus to. */
export const MAIN_CONTENT_ID = 'main-content'

export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID)
        if (!main) return
        event.preventDefault()
        main.focus()
      }}
    >
      Skip to main content
    </Link>
  )
}

const Link = styled.a`
  position: absolute;
  z-index: ${theme.layer.dialog};
  top: ${theme.space(1)};
  left: ${theme.space(1)};
  padding: ${theme.space(1)} ${theme.space(2)};
  color: ${theme.colour.brandInk};
  background: ${theme.colour.brand};
  border-radius: ${theme.radius};
  transform: translateY(-200%);
  &:focus { transform: none; outline: 3px solid ${theme.colour.focus}; }
`
