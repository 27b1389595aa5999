// A new application's client id and client secret (spec-3 §3): the secret is in the creation reply only
// (the service keeps its hash), so it shows here once, with a way to copy it and a sentence saying it
// will not be shown again.

import { styled } from 'styled-components'
import type { CreatedApplication } from '../../../shared/api/types/applications.js'
import { CopyButton } from '../../../shared/ui/CopyButton.js'
import { DialogActions } from '../../../shared/ui/Dialog.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { secretStyle } from '../../../shared/ui/secretStyle.js'
import { theme } from '../../../shared/ui/theme.js'

export const SECRET_SHOWN_ONCE = 'Copy the client secret now: it will not be shown again.'

interface Props {
  application: CreatedApplication
  onClose: () => void
}

/** The body of the dialog that created the application, in place of its form. */
export function ApplicationCredentials({ application, onClose }: Props) {
  return (
    <>
      <Banner tone="info">{SECRET_SHOWN_ONCE}</Banner>
      {application.state === 'pending' && <p>It can sign users in once the global administrator has approved it.</p>}
      <Credential>
        <TextField label="Client ID" value={application.clientId} onChange={() => undefined} readOnly />
        <CopyButton text={application.clientId} label="client ID" />
      </Credential>
      <Credential>
        <TextField label="Client secret" value={application.clientSecret} onChange={() => undefined} readOnly />
        <CopyButton text={application.clientSecret} label="client secret" />
      </Credential>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Done
        </Button>
      </DialogActions>
    </>
  )
}

const Credential = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space(1)};
  margin-top: ${theme.space(1.5)};
  > :first-child { flex: 1; }
  input { ${secretStyle} }
`
