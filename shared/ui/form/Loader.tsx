// A spinner with a visible label, announced politely while something is on its way.

import { styled, keyframes } from 'styled-components'
import { theme } from '../theme.js'

export function Loader({ label }: { label: string }) {
  return (
    <Frame role="status">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Frame>
  )
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const Frame = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`

const Spinner = styled.span`
  width: 16px;
  height: 16px;
  border: 2px solid ${theme.colour.line};
  border-top-color: ${theme.colour.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`
