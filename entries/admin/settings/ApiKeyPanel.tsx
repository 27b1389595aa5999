// The API key on the settings page: its first characters, or the whole new key once after a rotation
// with a button to copy it, and the rotation itself.

import { useEffect, useMemo } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { secretStyle } from '../../../shared/ui/secretStyle.js'
import { theme } from '../../../shared/ui/theme.js'
import { API_KEY_ROTATED, createApiKeyState, type ApiKeyStore } from './apiKeyState.js'

export function ApiKeyPanel({ store }: { store?: ApiKeyStore }) {
  useSignals()
  const apiKey = useMemo(() => store ?? createApiKeyState(), [store])
  useEffect(() => {
    void apiKey.load()
  }, [apiKey])
  const state = apiKey.state.value

  if (state.kind === 'loading') return <Loader label="Loading your API key…" />
  if (state.kind === 'failed') {
    return <FailureNotice place="section" message={`Your API key could not be loaded: ${state.error}`} onTryAgain={() => void apiKey.load()} />
  }
  return (
    <>
      <p>
        An API key lets your own tools read from Sightline as you, with the <code>x-api-key</code> header. Rotating it
        stops the old key at once.
      </p>
      <KeyRow>
        {state.shown === null ? (
          <p>You have no API key yet.</p>
        ) : (
          <TextField label={state.whole ? 'Your new API key' : 'Your API key'} value={state.shown} onChange={() => undefined} readOnly size={48} />
        )}
        {state.whole && state.shown && (
          <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(state.shown ?? '')}>
            Copy key
          </Button>
        )}
      </KeyRow>
      {state.whole && (
        <Banner tone="info">
          {API_KEY_ROTATED} Copy it now: it is shown only this once.
        </Banner>
      )}
      {state.error && <FailureNotice place="section" message={`The API key could not be rotated: ${state.error}`} />}
      <div>
        <Button onClick={() => void apiKey.rotate()} disabled={state.rotating}>
          {state.rotating ? 'Rotating…' : state.shown ? 'Rotate API key' : 'Create API key'}
        </Button>
      </div>
    </>
  )
}

const KeyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(1)};
  input { ${secretStyle} }
`

