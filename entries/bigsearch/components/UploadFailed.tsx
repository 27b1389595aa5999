// The upload's failure (spec-2 §2, §8): 'Failed to upload' with the service's or the check's message.

import { styled } from 'styled-components'
import { DismissButton } from '../../../shared/ui/NoticeBar.js'
import { theme } from '../../../shared/ui/theme.js'

export function UploadFailed({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Alert role="alert">
      <div>
        <strong>Failed to upload</strong>
        <p>{message}</p>
        <p>Please try again or contact support.</p>
      </div>
      <DismissButton type="button" onClick={onDismiss}>
        Dismiss
      </DismissButton>
    </Alert>
  )
}

const Alert = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space(2)};
  padding: ${theme.space(1.5)} ${theme.space(2)};
  color: ${theme.colour.danger};
  background: ${theme.colour.dangerSoft};
  border-left: 4px solid ${theme.colour.danger};
  border-radius: ${theme.radius};
  p { margin: ${theme.space(0.5)} 0 0; color: ${theme.colour.ink}; }
`
