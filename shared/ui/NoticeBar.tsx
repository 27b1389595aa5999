// A full-width bar carrying one message the user should see at once, with a Dismiss button. A failure's bar is
// FailureNotice's (place "bar"), drawn in this frame.

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from './theme.js'

const TONES = {
  warning: { ink: theme.colour.warning, background: theme.colour.warningSoft },
  danger: { ink: theme.colour.danger, background: theme.colour.dangerSoft },
} as const

interface Props {
  tone: keyof typeof TONES
  onDismiss: () => void
  children: ReactNode
}

export function NoticeBar({ tone, onDismiss, children }: Props) {
  return (
    <NoticeBarFrame role="alert" $tone={tone}>
      <span>{children}</span>
      <DismissButton type="button" onClick={onDismiss}>
        Dismiss
      </DismissButton>
    </NoticeBarFrame>
  )
}

export const NoticeBarFrame = styled.div<{ $tone: keyof typeof TONES }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  padding: ${theme.space(1)} ${theme.space(3)};
  color: ${(p) => TONES[p.$tone].ink};
  background: ${(p) => TONES[p.$tone].background};
  border-bottom: 1px solid ${theme.colour.line};
`

/** The Dismiss button of a notice: it takes the colour of the notice it sits in. */
export const DismissButton = styled.button`
  flex-shrink: 0;
  padding: ${theme.space(0.5)} ${theme.space(1.5)};
  font: inherit;
  color: inherit;
  background: none;
  border: 1px solid currentColor;
  border-radius: ${theme.radius};
  cursor: pointer;
`
