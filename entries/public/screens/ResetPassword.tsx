// /resetpassword: asks for a link to choose a new password. The answer never says whether the address has
// an account, so the page does not either.

import { useState } from 'react'
import { Link } from 'wouter'
import { registration } from '../../../shared/api/registration.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Form, FormActions, FormLinks } from '../../../shared/ui/form/Form.js'
import { emailProblem } from '../validation.js'
import { failureText } from '../failures.js'

export function ResetPassword() {
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const submit = async () => {
    const problem = emailProblem(email)
    setEmailError(problem)
    if (problem || sending) return
    setSending(true)
    setFailure(null)
    const address = email.trim()
    const reply = await registration.requestPasswordReset({ email: address })
    setSending(false)
    if (reply.success) setSentTo(address)
    else setFailure(failureText(reply))
  }

  return (
    <Card title="Reset your password">
      {sentTo !== null ? (
        <p role="status">If an account exists for {sentTo}, we have sent a link to choose a new password.</p>
      ) : (
        <>
          <p>Enter the email address you sign in with. We will send you a link to choose a new password.</p>
          {failure && <Banner>{failure}</Banner>}
          <Form onSubmit={() => void submit()}>
            <TextField label="Email" type="email" value={email} onChange={setEmail} error={emailError} autoComplete="email" required autoFocus />
            <FormActions>
              <Button type="submit" disabled={sending}>
                Send link
              </Button>
              {sending && <Loader label="Sending…" />}
            </FormActions>
          </Form>
        </>
      )}
      <FormLinks>
        <Link href="/login">Back to sign in</Link>
      </FormLinks>
    </Card>
  )
}
