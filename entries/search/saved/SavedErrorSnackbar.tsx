// The save or delete error of spec-1 §4.6 in a snackbar at the foot of the page; the store clears it
// after 5 seconds, or the user dismisses it.

import { styled } from 'styled-components'
import { useSignals } from '@preact/signals-react/runtime'
import { theme } from '../../../shared/ui/theme.js'
import { DismissButton } from '../../../shared/ui/NoticeBar.js'
import { savedSearches } from './savedState.js'

export function SavedErrorSnackbar() {
  useSignals()
  const message = savedSearches.error.value
  if (message === null) return null
  return (
    <Snackbar role="alert">
      <span>{message}</span>
      <DismissButton type="button" onClick={savedSearches.dismissError}>
        Dismiss
      </DismissButton>
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
