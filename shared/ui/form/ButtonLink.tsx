// A link drawn as a button: it goes somewhere rather than doing something, and stays a link for a keyboard and a
// screen reader.

import type { AnchorHTMLAttributes } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.js'
import { primary, secondary } from './Button.js'

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  variant?: 'primary' | 'secondary'
}

export function ButtonLink({ variant = 'primary', ...link }: ButtonLinkProps) {
  return <StyledLink {...link} $variant={variant} />
}

// Doubled, so that a page's own rule for its links (a card's, a text's) does not colour it over.
const StyledLink = styled.a<{ $variant: 'primary' | 'secondary' }>`
  && {
    display: inline-block;
    font-weight: 600;
    padding: ${theme.space(1)} ${theme.space(2.5)};
    border: 1px solid;
    border-radius: ${theme.radius};
    text-decoration: none;
    ${({ $variant }) => ($variant === 'primary' ? primary : secondary)}
  }
  &&:focus-visible {
    outline: 2px solid ${theme.colour.brand};
    outline-offset: 2px;
  }
`
