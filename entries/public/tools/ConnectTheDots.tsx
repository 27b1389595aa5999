// /ctd (spec-2 §2 "Connect The Dots", §6: the CTD role): what Connect The Dots is, and the button that opens it. Its
// address is the deployment's (CTD_URL, docs/operations.md); a deployment without one says so.

import { styled } from 'styled-components'
import { readBootstrap } from '../../../shared/session/bootstrap.js'
import { ButtonLink } from '../../../shared/ui/form/ButtonLink.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { theme } from '../../../shared/ui/theme.js'

export const CTD_NOT_SET_UP = 'Connect The Dots is not set up for this deployment: ask your administrator to set its address (CTD_URL).'

export function ConnectTheDots() {
  const address = readBootstrap().settings.ctdUrl
  return (
    <Card title="Connect The Dots" wide>
      <p>
        Connect The Dots is the partner network&apos;s service for linking the cases of different agencies: where two
        investigations meet the same camera, account or place, it lets the officers in charge find each other and share what
        they may. Your account holds the CTD role, which opens it to you.
      </p>
      <p>It opens in a new tab, on its own site, where you sign in with the account your agency gave you for it.</p>
      {address ? (
        <p>
          <ButtonLink href={address} target="_blank" rel="noopener noreferrer">
            Open Connect The Dots<Hidden> (opens in a new tab)</Hidden>
          </ButtonLink>
        </p>
      ) : (
        <p role="status">{CTD_NOT_SET_UP}</p>
      )}
    </Card>
  )
}

const Hidden = styled.span`
  ${theme.visuallyHidden}
`
