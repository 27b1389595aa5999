// The frame of every Hub page (spec-3 §2 "Hub frame"): the subtitle over the title "Uniform Intelligence Hub";
// until the user accepted the terms, only the disclaimer bar with Accept (spec-3 §4); then the tabs their roles
// open, Search and Contribute, over the page. A user with neither role sees the not-authorised placeholder.

import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { sessionStore, type SessionStore } from '../../../shared/session/store.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { theme } from '../../../shared/ui/theme.js'
import { TabLinks } from '../../../shared/ui/TabLinks.js'
import { hubView, type HubTab } from './hubAccess.js'
import { TermsDisclaimer } from './TermsDisclaimer.js'

export const HUB_TITLE = 'Uniform Intelligence Hub'
/** spec-3 §1: the partner organisation, shown above the title. */
export const HUB_SUBTITLE = 'In partnership with Global Emancipation Network'
export const HUB_NOT_AUTHORISED = 'You are not authorised to use the Uniform Intelligence Hub. Please ask your licence administrator if you need it.'

interface Props {
  /** The tab the page belongs to (a school's page is the Search tab's). */
  tab: HubTab
  children: ReactNode
  /** The session the frame reads and accepts the terms through; the page's own by default. */
  session?: Pick<SessionStore, 'summary' | 'acceptUniformTerms'>
}

export function HubFrame({ tab, children, session = sessionStore }: Props) {
  useSignals()
  const view = hubView(session.summary.value)
  return (
    <Page aria-labelledby="hub-title">
      <Heading>
        <Subtitle>{HUB_SUBTITLE}</Subtitle>
        <Title id="hub-title">{HUB_TITLE}</Title>
      </Heading>
      {view.kind === 'loading' && <Loader label="Loading…" />}
      {view.kind === 'notAuthorised' && <Placeholder role="status">{HUB_NOT_AUTHORISED}</Placeholder>}
      {view.kind === 'terms' && <TermsDisclaimer session={session} />}
      {view.kind === 'hub' && (
        <>
          <TabLinks aria-label="Uniform Intelligence Hub">
            {view.tabs.map((link) => (
              <Link key={link.tab} href={link.href} aria-current={link.tab === tab ? 'page' : undefined}>
                {link.label}
              </Link>
            ))}
          </TabLinks>
          {children}
        </>
      )}
    </Page>
  )
}

// The subtitle comes first in the source as on the page, inside the heading's group, so that it is read before it.
const Heading = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
`

const Subtitle = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
  font-weight: 600;
  letter-spacing: 0.02em;
`

const Placeholder = styled.p`
  margin: 0;
  padding: ${theme.space(3)};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
`
