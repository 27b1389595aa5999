// A button that opens a panel below it: a menu of actions, a list of choices to tick. The panel takes the
// focus when it opens, and closes on Escape and when the content asks, after a choice (both putting the focus
// back on the button, so that a dialog the choice opens returns it there), or on a click or a focus outside it.

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from './theme.js'

interface Props {
  /** What the button shows. */
  label: ReactNode
  /** 'menu' for actions (the panel is a role=menu named `panelLabel`); 'choices' for a form inside the panel. */
  kind: 'menu' | 'choices'
  panelLabel: string
  /** Which edge of the button the panel lines up with. */
  align?: 'left' | 'right'
  /** The panel's least width, a CSS length. */
  minWidth?: string
  /** The panel's content; `close` closes it, e.g. once a menu item has run. */
  children: (close: () => void) => ReactNode
}

export function DropdownMenu({ label, kind, panelLabel, align = 'left', minWidth = '10rem', children }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const frame = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLElement>('button, input, select, a[href]')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    const onPointer = (event: Event) => !frame.current?.contains(event.target as Node) && setOpen(false)
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onPointer)
    }
  }, [open])
  return (
    <Frame ref={frame} onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setOpen(false)}>
      <Toggle
        ref={toggle}
        type="button"
        aria-haspopup={kind === 'menu' ? 'menu' : undefined}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {label}
      </Toggle>
      {open && (
        <Panel
          id={id}
          ref={panel}
          role={kind === 'menu' ? 'menu' : undefined}
          aria-label={kind === 'menu' ? panelLabel : undefined}
          $align={align}
          $minWidth={minWidth}
        >
          {children(() => {
            setOpen(false)
            toggle.current?.focus()
          })}
        </Panel>
      )}
    </Frame>
  )
}

const Frame = styled.div`
  position: relative;
`

const Toggle = styled.button`
  font: inherit;
  padding: ${theme.space(0.5)} ${theme.space(1.5)};
  color: ${theme.colour.brand};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  cursor: pointer;
`

const Panel = styled.div<{ $align: 'left' | 'right'; $minWidth: string }>`
  position: absolute;
  z-index: ${theme.layer.panel};
  top: calc(100% + 4px);
  ${(p) => p.$align}: 0;
  min-width: ${(p) => p.$minWidth};
  max-height: 24rem;
  overflow-y: auto;
  padding: ${theme.space(0.5)} 0;
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  [role^='menuitem'] {
    display: block;
    width: 100%;
    padding: ${theme.space(0.75)} ${theme.space(2)};
    font: inherit;
    text-align: left;
    background: none;
    border: 0;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  [role^='menuitem']:hover, [role^='menuitem']:focus, [aria-checked='true'] { background: ${theme.colour.canvas}; }
`
