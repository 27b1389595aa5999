// The page /applications (spec-3 §2, AppCreator or global admin): the Applications panel on a page of its own.

import { useSignals } from '@preact/signals-react/runtime'
import { isGlobalAdmin } from '../../../shared/roles.js'
import { sessionStore } from '../../../shared/session/store.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { ApplicationsPanel } from './ApplicationsPanel.js'

export function ApplicationsScreen() {
  useSignals()
  // The global admin sees every creator's applications (spec-3 §6), a creator their own.
  const admin = isGlobalAdmin(sessionStore.summary.value)
  return (
    <Page aria-labelledby="applications-title">
      <Title id="applications-title">Applications</Title>
      <Card place="section" title={admin ? 'All applications' : 'Your applications'} wide>
        <ApplicationsPanel />
      </Card>
    </Page>
  )
}
