// The partner logo shown in the top bar for users with showCaidHeader (spec-1 §2.1, §6): a neutral mark.

import { styled } from 'styled-components'
import { theme } from '../ui/theme.js'

export function PartnerLogo() {
  return (
    <Mark viewBox="0 0 32 32" width="32" height="32" role="img" aria-label="Partner">
      <path d="M16 3 L27 7 V15 C27 22 22 27 16 29 C10 27 5 22 5 15 V7 Z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M11 16 L15 20 L21 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </Mark>
  )
}

const Mark = styled.svg`
  flex-shrink: 0;
  padding-left: ${theme.space(2)};
  border-left: 1px solid ${theme.colour.brandSoft};
`
