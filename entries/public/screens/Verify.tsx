// /verify?email&code (spec-3 §2 "Verify page", §4 "Verify"): confirms a registration from the emailed link.

import { useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { registration } from '../../../shared/api/registration.js'
import { readBootstrap } from '../../../shared/session/bootstrap.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { readEmailLink } from '../query.js'
import { EMAIL_NOT_VERIFIED, isVerified } from '../verification.js'
import { useOnMount } from '../components/useOnMount.js'
import { noteVerified } from '../verifiedNotice.js'

export function Verify() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const [failed, setFailed] = useState(false)

  useOnMount(async () => {
    // spec-3 §2: a user who is already signed in goes straight to search.
    if (readBootstrap().session) return location.replace('/search')
    const link = readEmailLink(search)
    const reply = link.email && link.code ? await registration.verify(link) : null
    // The edge sends a visitor who is not signed in on from /search to sign-in.
    if (isVerified(reply)) {
      noteVerified()
      location.replace('/search')
    } else setFailed(true)
  })

  return (
    <Card title="Verify your email">
      {failed ? (
        <FailureNotice place="section" message={EMAIL_NOT_VERIFIED} onDismiss={() => navigate('/login')} />
      ) : (
        <Loader label="Verifying your email…" />
      )}
    </Card>
  )
}
