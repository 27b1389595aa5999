// The settings page (spec-3 §2 "Settings page"): the user's name, their API key, and, for an AppCreator or
// the global admin, their applications.

import { useId, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { theme } from '../../../shared/ui/theme.js'
import { ApiKeyPanel } from './ApiKeyPanel.js'
import { NamesForm } from './NamesForm.js'

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Panel aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </Panel>
  )
}

export function SettingsScreen() {
  return (
    <Page aria-labelledby="settings-title">
      <Title id="settings-title">Settings</Title>
      <Section title="Your name">
        <NamesForm />
      </Section>
      <Section title="API key">
        <ApiKeyPanel />
      </Section>
    </Page>
  )
}

const Panel = styled.section`
  max-width: 720px;
  padding: ${theme.space(3)};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: 6px;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
`

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`
