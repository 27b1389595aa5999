// /privacy: what Sightline records about its users, why, and for how long.

import { readBootstrap } from '../../../shared/session/bootstrap.js'
import { HIGHSIDE } from '../../../shared/variant.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { SupportContact } from '../components/SupportContact.js'

export function Privacy() {
  // The high-security build sends no usage events at all (spec-1 §7).
  const sendsUsageEvents = !(HIGHSIDE || readBootstrap().settings.highside)
  return (
    <Card title="Privacy" wide>
      <p>Sightline keeps only what it needs to give you access and to account for how it is used.</p>

      <h2>Your account</h2>
      <p>
        Your email address, your name and organisation if you gave them, the licences and roles you hold, and your
        password stored only as a salted hash. We email you only to verify your address, to send login codes and to
        reset your password.
      </p>

      <h2>The audit log</h2>
      <p>
        For every action in Sightline we record the time, your account, the application used, the action, your
        justification and whether it succeeded. This lets your organisation and oversight bodies check that the tool is
        used lawfully. Your organisation&apos;s auditors and our administrators can read it.
      </p>

      {sendsUsageEvents && (
        <>
          <h2>Usage</h2>
          <p>
            We count the pages you open, on our own servers, to learn which tools are used. No third party receives
            them.
          </p>
        </>
      )}

      <h2>Cookies and browser storage</h2>
      <p>
        Sightline sets session cookies only, to keep you signed in. There are no tracking, advertising or analytics
        cookies. Your justification is kept in this browser so that it goes with each request; signing out clears
        it.
      </p>

      <h2>How long we keep it</h2>
      <p>
        A session ends when you sign out, after 30 minutes without activity, and at the latest after 12 hours. Account
        details are kept while your account is in use, and removed when it is closed. Audit records are kept for as long
        as your organisation&apos;s licence agreement requires, because oversight may ask who did what long after a case
        ends; they are not deleted on request.
      </p>

      <h2>Contact</h2>
      <p>
        To see, correct or close what we hold about you, write to <SupportContact />.
      </p>
    </Card>
  )
}
