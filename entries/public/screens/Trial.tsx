// /trial?code=…: registration with a trial sign-up code (spec-3 "User trials"), the code filled in from the link.

import { useSearch } from 'wouter'
import { Card } from '../../../shared/ui/form/Card.js'
import { RegistrationForm } from '../components/RegistrationForm.js'
import { readQueryValue } from '../query.js'

export function Trial() {
  const code = readQueryValue(useSearch(), 'code')
  return (
    <Card title="Start your trial">
      <p>Register with the trial code you were given. We will email you a link to confirm your address.</p>
      <RegistrationForm trialCode={code} />
    </Card>
  )
}
