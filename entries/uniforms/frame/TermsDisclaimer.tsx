// The Hub's disclaimer bar (spec-3 §2 "Hub frame", §4 "Uniform terms"): coverage is incomplete, results are to be
// verified by other means before any action, and inaccuracies reported to the support address; Accept records the
// user's acceptance, after which the session's user carries it and the bar goes.

import { useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { readBootstrap } from '../../../shared/session/bootstrap.js'
import type { SessionStore } from '../../../shared/session/store.js'
import { createAction } from '../../../shared/state/action.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { theme } from '../../../shared/ui/theme.js'

/** The address inaccuracies go to: the deployment's support address, or the licence administrator when it names none. */
function SupportAddress() {
  const { supportEmail } = readBootstrap().settings
  if (!supportEmail) return <>your organisation&apos;s Sightline licence administrator</>
  return <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
}

export function TermsDisclaimer({ session }: { session: Pick<SessionStore, 'acceptUniformTerms'> }) {
  useSignals()
  const [accepting] = useState(createAction)
  const refusal = accepting.refusal.value
  const busy = accepting.isBusy()
  return (
    <Bar aria-labelledby="hub-disclaimer-title">
      <h2 id="hub-disclaimer-title">Disclaimer</h2>
      <p>
        The Hub&apos;s coverage of schools, uniforms and logos is incomplete. Its results must be verified by other
        means, such as the school&apos;s own website, before any action is taken. Please report any inaccuracies to{' '}
        <SupportAddress />.
      </p>
      {refusal && <Banner>{refusal.error}</Banner>}
      <div>
        <Button disabled={busy} aria-busy={busy} onClick={() => void accepting.run(() => session.acceptUniformTerms())}>
          {busy ? 'Accepting…' : 'Accept'}
        </Button>
      </div>
    </Bar>
  )
}

const Bar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  padding: ${theme.space(2)} ${theme.space(3)};
  color: ${theme.colour.ink};
  background: ${theme.colour.warningSoft};
  border: 1px solid ${theme.colour.line};
  border-left: 4px solid ${theme.colour.warning};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; line-height: 1.5; max-width: 60rem; }
  a { color: ${theme.colour.brand}; }
`
