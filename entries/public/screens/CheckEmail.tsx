// /register/verify: after registering, the user is told where the verification link went.

import { Link, useSearch } from 'wouter'
import { Card } from '../../../shared/ui/form/Card.js'
import { readQueryValue } from '../query.js'

export function CheckEmail() {
  const email = readQueryValue(useSearch(), 'email')
  return (
    <Card title="Check your email">
      <p>
        We sent a verification link to {email ? <strong>{email}</strong> : 'your email address'}. Follow it to finish
        registering; then you can log in.
      </p>
      <p>If it has not arrived in a few minutes, look in your spam or junk folder.</p>
      <p>
        <Link href="/login">Back to sign in</Link>
      </p>
    </Card>
  )
}
