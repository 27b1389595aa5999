// A button that copies a value shown beside it (a sighting's field, a client id, a secret) and says
// "Copied" for a second (spec-1 §9, spec-3 §9), announcing it to screen readers too.

import { useEffect, useState } from 'react'
import { styled } from 'styled-components'
import { Button } from './form/Button.js'
import { COPY_CONFIRMATION_MS, copyText } from './copyText.js'
import { theme } from './theme.js'

interface Props {
  text: string
  /** Names what is copied: the button reads "Copy {label}". */
  label: string
  /** A small button, for a value in a dense list (the sighting page's details). */
  compact?: boolean
  /** Told when the text is on the clipboard, e.g. to show a toast of the screen's own. */
  onCopied?: () => void
}

export function CopyButton({ text, label, compact = false, onCopied }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [state])
  const copy = () =>
    void copyText(text).then((ok) => {
      setState(ok ? 'copied' : 'failed')
      if (ok) onCopied?.()
    })
  const shown = state === 'copied' ? 'Copied' : 'Copy'
  return (
    <>
      {compact ? (
        <Small type="button" aria-label={`Copy ${label}`} onClick={copy}>
          {shown}
        </Small>
      ) : (
        <Button variant="secondary" aria-label={`Copy ${label}`} onClick={copy}>
          {shown}
        </Button>
      )}
      <Status role="status">{state === 'copied' ? `${label} copied` : state === 'failed' ? `Could not copy the ${label}` : ''}</Status>
    </>
  )
}

const Small = styled.button`
  padding: 0 ${theme.space(0.75)};
  font: inherit;
  font-size: 0.75rem;
  color: ${theme.colour.brand};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  cursor: pointer;
`

// Read out by screen readers, hidden from sight: the button's own text already shows the confirmation.
const Status = styled.span`
  ${theme.visuallyHidden}
`
