// The one way a failed load or call is shown (spec-1 §8, spec-2 §8, spec-3 §8): its message, Try Again where
// the call can be made again and Dismiss where the notice can be put away, drawn for the place it stands in:
// where a table's rows would be, in place of a section, as a bar over a screen, or as a snackbar at the foot.

import { useId, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { DismissButton, NoticeBarFrame } from './NoticeBar.js'
import { theme } from './theme.js'
import { stack } from './stack.js'

/**
 * rows: where a list's rows would be, once its passing alert has gone (a polite status);
 * section: in place of what a section would show; bar: across the top of a screen; snackbar: over the foot
 * of the page, for a message that goes by itself (its state's to say, shared/state's self-clearing message).
 * Every place but rows is an alert; the rows, shown once a table's own alert has gone, are a polite status.
 */
export type FailurePlace = 'rows' | 'section' | 'bar' | 'snackbar'

export const TRY_AGAIN = 'Try Again'
export const DISMISS = 'Dismiss'

export interface FailureActionsProps {
  /** The call again; without it there is no Try Again. */
  onTryAgain?: () => void
  /** The screen's own word for it where the spec gives one (BigSearch's 'Retry', spec-2 §8). */
  tryAgainLabel?: string
  /** Puts the notice away; without it there is no Dismiss. */
  onDismiss?: () => void
}

export interface FailureNoticeProps extends FailureActionsProps {
  place: FailurePlace
  /** What failed, in the spec's words. */
  message: ReactNode
  /** A heading over the message (BigSearch's 'Failed to upload', spec-2 §2). */
  title?: string
  /** A line after the message ('Please try again or contact support.'). */
  detail?: ReactNode
}

export interface FailureAction {
  label: string
  onClick: () => void
}

/**
 * The buttons a notice offers, in order. Try Again puts a dismissible notice away first, so that the call's
 * new failure, if it fails again, shows anew.
 */
export function failureActions({ onTryAgain, tryAgainLabel = TRY_AGAIN, onDismiss }: FailureActionsProps): FailureAction[] {
  const actions: FailureAction[] = []
  if (onTryAgain) {
    actions.push({
      label: tryAgainLabel,
      onClick: () => {
        onDismiss?.()
        onTryAgain()
      },
    })
  }
  if (onDismiss) actions.push({ label: DISMISS, onClick: onDismiss })
  return actions
}

export function FailureNotice({ place, message, title, detail, ...actionProps }: FailureNoticeProps) {
  const messageId = useId()
  const Frame = FRAMES[place]
  return (
    // The buttons stand inside the notice they act on, so that a screen reader's user finds them with it; each
    // is described by the failure's words, so that two notices' Try Again are told apart.
    <Frame $tone="danger" role={place === 'rows' ? 'status' : 'alert'} data-failure={place}>
      <Words id={messageId}>
        {title && <Title>{title}</Title>}
        <span>{message}</span>
        {detail && <Detail>{detail}</Detail>}
      </Words>
      {failureActions(actionProps).map((action) => (
        <DismissButton key={action.label} type="button" aria-describedby={messageId} onClick={action.onClick}>
          {action.label}
        </DismissButton>
      ))}
    </Frame>
  )
}

const Words = styled.div`
  flex: 1;
  ${stack(0.5)}
`

const Title = styled.strong``

const Detail = styled.span`
  color: ${theme.colour.ink};
`

const Rows = styled.div<{ $tone: 'danger' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(1)} 0;
  color: ${theme.colour.ink};
`

const Section = styled.div<{ $tone: 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(1.5)} ${theme.space(2)};
  color: ${theme.colour.danger};
  background: ${theme.colour.dangerSoft};
  border-left: 4px solid ${theme.colour.danger};
  border-radius: ${theme.radius};
`

const Snackbar = styled.div<{ $tone: 'danger' }>`
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
  ${Detail} { color: inherit; }
`

const FRAMES = { rows: Rows, section: Section, bar: NoticeBarFrame, snackbar: Snackbar } as const
