// The leads panel's menu (spec-2 §2 "Leads panel"): Export, which asks for a justification (3 to 1000
// characters, spec-2 §6) and then downloads the job's data as a JSON file through the one-time link.

import { useEffect, useId, useRef, useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { JustificationDialog } from '../../../shared/shell/JustificationDialog.js'
import { openDownload } from '../../../shared/ui/openDownload.js'
import { theme } from '../../../shared/ui/theme.js'
import { bigSearchState } from '../state.js'

export function LeadsMenu({ jobId }: { jobId: string }) {
  useSignals()
  const [open, setOpen] = useState(false)
  const [asking, setAsking] = useState(false)
  const id = useId()
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    first.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  const error = bigSearchState.exportError.value
  return (
    <Frame onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setOpen(false)}>
      <Toggle type="button" aria-haspopup="menu" aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => setOpen(!open)}>
        Options
      </Toggle>
      {open && (
        <Menu id={id} role="menu" aria-label="Options">
          <button
            ref={first}
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false)
              bigSearchState.dismissExportError()
              setAsking(true)
            }}
          >
            Export
          </button>
        </Menu>
      )}
      {error && <ErrorText role="alert">{`Export failed: ${error}`}</ErrorText>}
      {asking && (
        <JustificationDialog
          request={{
            why: "Exporting a search's data needs a justification, such as a case reference. It is recorded with the export.",
            action: 'Export',
            onCancel: () => setAsking(false),
            onGive: (justification) => {
              setAsking(false)
              void bigSearchState.exportLink(jobId, justification).then((url) => url && openDownload(url))
            },
          }}
        />
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

const Menu = styled.div`
  position: absolute;
  z-index: ${theme.layer.panel};
  top: calc(100% + 4px);
  right: 0;
  min-width: 10rem;
  padding: ${theme.space(0.5)} 0;
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  button { display: block; width: 100%; padding: ${theme.space(1)} ${theme.space(2)}; font: inherit; text-align: left; background: none; border: 0; cursor: pointer; }
  button:hover, button:focus { background: ${theme.colour.canvas}; }
`

const ErrorText = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.colour.danger};
`
