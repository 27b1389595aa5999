// The save or delete error of spec-1 §4.6 in a snackbar at the foot of the page; the store clears it
// after 5 seconds, or the user dismisses it.

import { styled } from 'styled-components'
import { useSignals } from '@preact/signals-react/runtime'
import { theme } from '../../../shared/ui/theme.js'
import { savedSearches } from './savedState.js'

export function SavedErrorSnackbar() {
  useSignals()
  const message = savedSearches.error.value
  if (message === null) return null
  return (
    <Snackbar role="alert">
      <span>{message}</span>
      <Dismiss type="button" onClick={savedSearches.dismissError}>
        Dismiss
      </Dismiss>
    </Snackbar>
  )
}

const Snackbar = styled.div`
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

const Dismiss = styled.button`
  flex-shrink: 0;
  padding: ${theme.space(0.5)} ${theme.space(1.5)};
  font: inherit;
  color: inherit;
  background: none;
  border: 1px solid currentColor;
  border-radius: ${theme.radius};
  cursor: pointer;
`
