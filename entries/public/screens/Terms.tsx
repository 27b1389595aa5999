// /terms: the terms of use of a tool for licensed investigators.

import { Card } from '../../../shared/ui/form/Card.js'
import { SupportContact } from '../components/SupportContact.js'

export function Terms() {
  return (
    <Card title="Terms of use" wide>
      <p>
        Sightline searches images found online by their metadata, to help investigators find victims and the people who
        harm them. By signing in you accept these terms.
      </p>

      <h2>Licensed use only</h2>
      <p>
        Only staff of an organisation that holds a Sightline licence may use it, and only for the investigations and
        safeguarding work that licence covers. Your account, password, login codes and API key are yours alone: do not share
        them, and tell us at once if you think someone else has used them.
      </p>

      <h2>Justification</h2>
      <p>
        When your account asks for a justification, give the case reference or the purpose of your work before you
        search, and change it when your work changes. It is recorded with everything you do, so it must be true.
      </p>

      <h2>Every action is audited</h2>
      <p>
        Every search, every image or record you open, every export and every administrative change is recorded with the
        time, your account, the application used, the action and your justification. Your organisation&apos;s auditors
        and our administrators review these records, and may share them with oversight bodies.
      </p>

      <h2>Handling what you find</h2>
      <p>
        Results are leads, not evidence: confirm them through your own procedures before you act on them. Some images
        may show abuse; images known to be abuse are hidden. Keep exported data inside your organisation&apos;s systems and
        handle it under the law and the procedures that apply to you.
      </p>

      <h2>Suspension</h2>
      <p>
        We may suspend an account that is misused or whose licence has ended. Misuse is reported to the organisation
        that holds the licence.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <SupportContact />.
      </p>
    </Card>
  )
}
