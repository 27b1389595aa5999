// The registration form of /register and /trial (spec-1 §7): a new account whose email must be verified
// by the emailed link; the trial form adds the sign-up code.

import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { registration } from '../../../shared/api/registration.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Form, FormActions, FormLinks } from '../../../shared/ui/form/Form.js'
import { checkRegistration, hasErrors, PASSWORD_HINT, type FieldErrors, type RegistrationValues } from '../validation.js'
import { failureText } from '../failures.js'
import { registrationBody } from '../registration.js'
import { NewPasswordFields } from './NewPasswordFields.js'

export interface RegistrationFormProps {
  /** The trial's sign-up code from the link; present only on the trial page. */
  trialCode?: string
}

const EMPTY: RegistrationValues = { email: '', password: '', confirmation: '', firstName: '', lastName: '', organisation: '', code: '' }

export function RegistrationForm({ trialCode }: RegistrationFormProps) {
  const trial = trialCode !== undefined
  // The first field still to fill takes the focus.
  const focusCode = trial && trialCode === ''
  const [, navigate] = useLocation()
  const [values, setValues] = useState<RegistrationValues>({ ...EMPTY, code: trialCode ?? '' })
  const [errors, setErrors] = useState<FieldErrors<keyof RegistrationValues>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const field = (name: keyof RegistrationValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  })

  const submit = async () => {
    const found = checkRegistration(values, { trial })
    setErrors(found)
    if (hasErrors(found) || sending) return
    setSending(true)
    setFailure(null)
    const body = registrationBody(values)
    const reply = trial ? await registration.registerTrial({ ...body, code: values.code.trim() }) : await registration.register(body)
    setSending(false)
    if (!reply.success) return setFailure(failureText(reply))
    navigate(`/register/verify?email=${encodeURIComponent(body.email)}`)
  }

  return (
    <>
      {failure && <Banner>{failure}</Banner>}
      <Form onSubmit={() => void submit()}>
        {trial && <TextField label="Trial code" {...field('code')} autoComplete="off" required autoFocus={focusCode} />}
        <TextField label="Email" type="email" {...field('email')} autoComplete="email" required autoFocus={!focusCode} />
        <NewPasswordFields
          labels={{ password: 'Password', confirmation: 'Confirm password' }}
          hint={PASSWORD_HINT}
          password={field('password')}
          confirmation={field('confirmation')}
        />
        <TextField label="First name" {...field('firstName')} autoComplete="given-name" />
        <TextField label="Last name" {...field('lastName')} autoComplete="family-name" />
        <TextField label="Organisation" {...field('organisation')} autoComplete="organization" />
        <FormActions>
          <Button type="submit" disabled={sending}>
            Register
          </Button>
          {sending && <Loader label="Registering…" />}
        </FormActions>
      </Form>
      <FormLinks>
        <span>
          Already registered? <Link href="/login">Log in</Link>
        </span>
      </FormLinks>
    </>
  )
}
