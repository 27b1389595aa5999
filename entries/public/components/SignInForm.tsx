// The sign-in form (spec-1 §2.4, §4.1, §5): email and password, then the emailed login code when the
// service asks for it. The session store makes the call, its retries and its error texts.

import { useState } from 'react'
import { Link } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { sessionStore, type SessionStore } from '../../../shared/session/store.js'
import type { OAuthParameters } from '../../../shared/api/types/account.js'
import type { User } from '../../../shared/api/types/user.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Form, FormActions, FormLinks } from '../../../shared/ui/form/Form.js'

export const LOGIN_CODE_SENT = 'We have emailed you a login code. Enter it to finish signing in.'

export interface SignInFormProps {
  oauth: OAuthParameters
  onSignedIn: (user: User, redirectUri: string | null) => void
  /** Registration is deactivated in restricted mode, so its link is left out there. */
  offerRegister: boolean
  /** The session store that signs in; the page's own unless a test brings another. */
  store?: SessionStore
}

export function SignInForm({ oauth, onSignedIn, offerRegister, store = sessionStore }: SignInFormProps) {
  useSignals()
  const { authenticating, authenticationError, mfaRequired } = store.state.value
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  // spec-1 §5: email and password are required; the login code has no client rule.
  const ready = email.trim() !== '' && password !== '' && !authenticating

  const changeEmail = (value: string) => {
    // A code was sent for the address typed before; a new address starts over.
    if (mfaRequired) store.cancelMfa()
    setEmail(value)
  }

  const submit = async () => {
    if (!ready) return
    const outcome = await store.signIn(
      { username: email.trim(), password, ...(mfaRequired ? { mfa_code: code.trim() } : {}) },
      oauth,
    )
    if (outcome.kind === 'signedIn') onSignedIn(outcome.user, outcome.redirectUri)
  }

  return (
    <>
      {authenticationError && <Banner>{authenticationError}</Banner>}
      <Form onSubmit={() => void submit()}>
        <TextField label="Email" type="email" value={email} onChange={changeEmail} autoComplete="username" required autoFocus />
        <TextField label="Password" type="password" value={password} onChange={setPassword} autoComplete="current-password" required />
        {mfaRequired && (
          <TextField
            label="Login code"
            value={code}
            onChange={setCode}
            hint={LOGIN_CODE_SENT}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
          />
        )}
        <FormActions>
          <Button type="submit" disabled={!ready}>
            Log in
          </Button>
          {authenticating && <Loader label="Signing in…" />}
        </FormActions>
      </Form>
      <FormLinks>
        {offerRegister && <Link href="/register">Register</Link>}
        <Link href="/resetpassword">Forgot your password?</Link>
      </FormLinks>
    </>
  )
}
