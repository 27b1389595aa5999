// /choosepassword?email&code: the page the reset link opens, where the new password is set.

import { useMemo, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { styled } from 'styled-components'
import { registration } from '../../../shared/api/registration.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Form, FormActions, FormLinks } from '../../../shared/ui/form/Form.js'
import { checkNewPassword, hasErrors, PASSWORD_HINT, type FieldErrors, type NewPasswordValues } from '../validation.js'
import { failureText } from '../failures.js'
import { readEmailLink } from '../query.js'
import { NewPasswordFields } from '../components/NewPasswordFields.js'

export const INCOMPLETE_LINK = 'This link is incomplete. Open it again from the email, or ask for a new one.'

export function ChoosePassword() {
  const search = useSearch()
  const link = useMemo(() => readEmailLink(search), [search])
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmation: '' })
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [changed, setChanged] = useState(false)

  const field = (name: keyof NewPasswordValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  })

  const submit = async () => {
    const found = checkNewPassword(values)
    setErrors(found)
    if (hasErrors(found) || sending) return
    setSending(true)
    setFailure(null)
    const reply = await registration.updatePassword({ email: link.email, code: link.code, password: values.password })
    setSending(false)
    if (reply.success) setChanged(true)
    else setFailure(failureText(reply))
  }

  if (changed) {
    return (
      <Card title="Choose a new password">
        <p role="status">Your password has been changed.</p>
        <p>
          <Link href="/login">Sign in</Link>
        </p>
      </Card>
    )
  }

  if (!link.email || !link.code) {
    return (
      <Card title="Choose a new password">
        <Banner>{INCOMPLETE_LINK}</Banner>
        <FormLinks>
          <Link href="/resetpassword">Ask for a new link</Link>
        </FormLinks>
      </Card>
    )
  }

  return (
    <Card title="Choose a new password">
      <p>
        Choose a new password for <strong>{link.email}</strong>.
      </p>
      {failure && <Banner>{failure}</Banner>}
      <Form onSubmit={() => void submit()}>
        {/* Tells password managers whose password this is, so that they update the right entry. */}
        <HiddenUsername type="email" name="username" autoComplete="username" value={link.email} readOnly tabIndex={-1} aria-hidden="true" />
        <NewPasswordFields
          labels={{ password: 'New password', confirmation: 'Confirm new password' }}
          hint={PASSWORD_HINT}
          password={field('password')}
          confirmation={field('confirmation')}
          autoFocus
        />
        <FormActions>
          <Button type="submit" disabled={sending}>
            Change password
          </Button>
          {sending && <Loader label="Saving…" />}
        </FormActions>
      </Form>
      <FormLinks>
        <Link href="/resetpassword">Ask for a new link</Link>
      </FormLinks>
    </Card>
  )
}

const HiddenUsername = styled.input`
  display: none;
`
