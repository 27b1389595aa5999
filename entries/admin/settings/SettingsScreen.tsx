// The settings page (spec-3 §2 "Settings page"): the user's name, their API key, and, for an AppCreator or
// the global admin, their applications (spec-3 §6), fetched only for them.

import { useSignals } from '@preact/signals-react/runtime'
import { hasAnyRole, isGlobalAdmin } from '../../../shared/roles.js'
import { sessionStore } from '../../../shared/session/store.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { LazyApplicationsPanel } from '../lazyScreens.js'
import { ApiKeyPanel } from './ApiKeyPanel.js'
import { NamesForm } from './NamesForm.js'

/** spec-3 §6: "Applications panel, create applications: AppCreator or global admin". */
export const APP_CREATOR = 'AppCreator'

export function SettingsScreen() {
  useSignals()
  const user = sessionStore.summary.value
  const seesApplications = isGlobalAdmin(user) || hasAnyRole(user, [APP_CREATOR])
  return (
    <Page aria-labelledby="settings-title">
      <Title id="settings-title">Settings</Title>
      <Card place="section" title="Your name">
        <NamesForm />
      </Card>
      <Card place="section" title="API key">
        <ApiKeyPanel />
      </Card>
      {seesApplications && (
        <Card place="section" title="Applications" wide>
          <LazyApplicationsPanel />
        </Card>
      )}
    </Page>
  )
}
