// A message over the foot of the page, as an alert, with any actions it offers and a Dismiss button. How
// long it stays is its state's to say (shared/state's self-clearing message).

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { DismissButton } from './NoticeBar.js'
import { theme } from './theme.js'

interface Props {
  message: string
  onDismiss: () => void
  /** Buttons before Dismiss (a DismissButton each, to match). */
  children?: ReactNode
}

export function Snackbar({ message, onDismiss, children }: Props) {
  return (
    <Bar role="alert">
      <span>{message}</span>
      {children}
      <DismissButton type="button" onClick={onDismiss}>
        Dismiss
      </DismissButton>
    </Bar>
  )
}

const Bar = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${theme.space(3)};
  transform: translateX(-50%);
  z-index: ${theme.layer.dialog + 1};
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  max-width: min(40rem, calc(100% - ${theme.space(4)}));
  padding: ${theme.space(1.5)} ${theme.space(2)};
  color: ${theme.colour.paper};
  background: ${theme.colour.danger};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
`
