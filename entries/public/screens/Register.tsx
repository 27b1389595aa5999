// /register: a new account; the verification link goes to the address given.

import { Card } from '../../../shared/ui/form/Card.js'
import { RegistrationForm } from '../components/RegistrationForm.js'

export function Register() {
  return (
    <Card title="Register">
      <p>Create your Sightline account. We will email you a link to confirm your address.</p>
      <RegistrationForm />
    </Card>
  )
}
