// A button that copies a value shown beside it (a client id, a secret) and says "Copied" for a second
// (spec-3 §9), announcing it to screen readers too.

import { useEffect, useState } from 'react'
import { styled } from 'styled-components'
import { Button } from './form/Button.js'
import { COPY_CONFIRMATION_MS, copyText } from './copyText.js'

/** `label` names what is copied: the button reads "Copy {label}". */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [state])
  return (
    <>
      <Button variant="secondary" aria-label={`Copy ${label}`} onClick={() => void copyText(text).then((ok) => setState(ok ? 'copied' : 'failed'))}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <Status role="status">{state === 'copied' ? `${label} copied` : state === 'failed' ? `Could not copy the ${label}` : ''}</Status>
    </>
  )
}

// Read out by screen readers, hidden from sight: the button's own text already shows the confirmation.
const Status = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`
