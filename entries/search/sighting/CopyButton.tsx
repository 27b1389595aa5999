// A small Copy button beside a value; it says "Copied" for a second (spec-1 §9) so the investigator knows.

import { useEffect, useState } from 'react'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { COPY_CONFIRMATION_MS, copyText } from './copyText.js'

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [state])
  return (
    <>
      <Small type="button" aria-label={`Copy ${label}`} onClick={() => void copyText(text).then((ok) => setState(ok ? 'copied' : 'failed'))}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Small>
      <Status role="status">{state === 'copied' ? `${label} copied` : state === 'failed' ? 'Could not copy' : ''}</Status>
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
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`
