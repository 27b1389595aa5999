// A modal dialog: a titled panel over a dimmed page. One the user may leave closes on Escape, on a click
// outside it and by its own buttons; a blocking one (no onClose) stays until its form is done. Keyboard
// focus goes into it when it opens, stays among its controls while it is open (modalFocus.ts), and goes
// back to what opened it when it closes, so a keyboard user is never left at the top of the page.

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from './theme.js'
import { isTopmost, useModalFocus } from './modalFocus.js'

interface Props {
  title: string
  /** Absent for a blocking dialog. */
  onClose?: () => void
  /** The id of the text that says what the dialog is for. */
  describedBy?: string
  /** A short form's width, or a wide one's for filter rows and a map. */
  width?: 'narrow' | 'wide'
  children: ReactNode
}

export function Dialog({ title, onClose, describedBy, width = 'wide', children }: Props) {
  const id = useId()
  const panel = useRef<HTMLDivElement>(null)
  // Read while drawing, before a field's autoFocus moves focus into the dialog.
  const [opener] = useState(() => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null))
  // Declared first, so that on closing the dialog leaves the stack before focus goes back to its opener.
  useModalFocus(panel)
  useEffect(() => {
    if (panel.current && !panel.current.contains(document.activeElement)) panel.current.focus()
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [opener])
  useEffect(() => {
    if (!onClose) return
    const onKey = (event: KeyboardEvent) => {
      // Of stacked dialogs, Escape closes only the topmost.
      if (event.key === 'Escape' && isTopmost(panel.current)) onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <Scrim onClick={(event) => onClose && event.target === event.currentTarget && onClose()}>
      <Panel
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={describedBy}
        style={{ width: `min(${width === 'wide' ? '56rem' : '32rem'}, 100%)` }}
      >
        <Title id={`${id}-title`}>{title}</Title>
        {children}
      </Panel>
    </Scrim>
  )
}

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.layer.dialog};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${theme.space(6)} ${theme.space(2)};
  background: ${theme.colour.scrim};
  overflow-y: auto;
`

const Panel = styled.div`
  padding: ${theme.space(3)};
  background: ${theme.colour.paper};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  /* Focus rests on the panel only until the user moves to a control, which shows its own ring. */
  &:focus { outline: none; }
`

const Title = styled.h2`
  margin: 0 0 ${theme.space(2)};
  font-size: ${theme.font.size.title};
`

/** A dialog's buttons, at the end of its form. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${theme.space(1)};
  margin-top: ${theme.space(2)};
`
