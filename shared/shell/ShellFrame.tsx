// The frame every area paints inside (spec-1 §2.1): top bar, side menu, the page behind an error boundary,
// footer; and over them the shell's session rules: the justification dialog, the inactivity limit, the
// settings error and the old-browser warning. It draws from the session store, so the answer of the
// session check on load redraws it.

import type { ReactNode } from 'react'
import { styled, createGlobalStyle } from 'styled-components'
import { useSignals } from '@preact/signals-react/runtime'
import { useLocation } from 'wouter'
import { theme } from '../ui/theme.js'
import { readBootstrap } from '../session/bootstrap.js'
import { sessionStore } from '../session/store.js'
import { justificationMissing } from '../session/justification.js'
import { justification } from '../session/justificationState.js'
import { TopBar } from './TopBar.js'
import { Footer } from './Footer.js'
import { PageErrorBoundary } from './PageErrorBoundary.js'
import { OldBrowserWarning } from './OldBrowserWarning.js'
import { chatOpen } from './chatState.js'
import { useSignedInChrome } from './chrome.js'
import { isSigningOut } from './sessionCheck.js'
import { useInactivitySignOut } from './useInactivitySignOut.js'
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.js'
import { menuShown, useDrawerClosing } from './menuState.js'
import { useMediaQuery } from '../ui/useMediaQuery.js'


export function ShellFrame({ children }: { children: ReactNode }) {
  useSignals()
  const { settings, section } = readBootstrap()
  const user = sessionStore.summary.value
  const [path] = useLocation()
  const narrow = useMediaQuery(theme.narrow)
  useDrawerClosing(path)
  const menuOpen = !!user && menuShown(user.showMenu, narrow)
  useInactivitySignOut(!!user, !isSigningOut(path))
  // spec-1 §4.4: nothing behind the dialog can be used until a valid justification is set. The screen itself
  // waits for it: its first calls are on investigation data, which the service refuses without one.
  const blocked = justificationMissing(!!user?.needsJustification, justification.value)
  const chrome = useSignedInChrome(!!user)
  const Chat = chrome?.ChatPanelSlot
  const JustificationDialog = chrome?.JustificationDialog
  return (
    <>
      <GlobalStyle />
      <Frame inert={blocked}>
        <SkipLink />
        <OldBrowserWarning userAgent={typeof navigator === 'undefined' ? '' : navigator.userAgent} />
        <TopBar user={user} menuOpen={menuOpen} narrow={narrow} chrome={chrome} />
        {chrome && <chrome.SettingsErrorBar />}
        <Body>
          {user && menuOpen && chrome && <chrome.SideMenu user={user} restricted={settings.restricted} currentPath={path} />}
          <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
            <PageErrorBoundary supportEmail={settings.supportEmail} section={section}>
              {blocked ? null : children}
            </PageErrorBoundary>
          </Main>
        </Body>
        <Footer restricted={settings.restricted} version={settings.version} />
        {Chat && user && chatOpen.value && <Chat />}
      </Frame>
      {blocked && JustificationDialog && <JustificationDialog />}
    </>
  )
}

const GlobalStyle = createGlobalStyle`
  body {
    margin: 0;
    font-family: ${theme.font.body};
    color: ${theme.colour.ink};
    background: ${theme.colour.canvas};
  }
  #root { min-height: 100vh; display: flex; flex-direction: column; }
  /* A plain link (All licences, Go to search) in the brand's colour, visited or not, never the browser's
     blue and purple; links with a style of their own (the menu, buttons) keep it. */
  a { color: ${theme.colour.brand}; }
`

const Frame = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
`

const Body = styled.div`
  position: relative;
  flex: 1;
  display: flex;
`

const Main = styled.main`
  flex: 1;
  /* Focus lands here from the skip link; the page's own controls show the ring. */
  &:focus { outline: none; }
  min-width: 0;
  padding: ${theme.space(3)};
`
