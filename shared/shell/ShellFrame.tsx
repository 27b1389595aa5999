// The frame every area paints inside: top bar with the logo, the page, the footer (spec-1 §2.1).
// The full shell (menu, justification, session rules) builds on this frame.

import type { ReactNode } from 'react'
import { styled, createGlobalStyle } from 'styled-components'
import { theme } from '../ui/theme.js'
import { readBootstrap } from '../session/bootstrap.js'
import { SideMenu } from './SideMenu.js'

export function ShellFrame({ children }: { children: ReactNode }) {
  const { settings, session } = readBootstrap()
  const path = typeof location === 'undefined' ? '/' : location.pathname
  return (
    <>
      <GlobalStyle />
      <TopBar>
        <Logo href="/search" aria-label="Sightline home">
          Sightline
        </Logo>
      </TopBar>
      <Body>
        {session?.showMenu && <SideMenu user={session} restricted={settings.restricted} currentPath={path} />}
        <Main>{children}</Main>
      </Body>
      <Footer>
        {settings.restricted ? (
          <span>Version {settings.version}</span>
        ) : (
          <nav aria-label="Footer">
            <a href="/docs">API Documentation</a>
            <a href="/terms">Terms</a>
            <a href="/privacy">Privacy</a>
          </nav>
        )}
      </Footer>
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
`

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(1)} ${theme.space(3)};
  background: ${theme.colour.brand};
  color: ${theme.colour.brandInk};
`

const Logo = styled.a`
  color: inherit;
  font-weight: 700;
  font-size: ${theme.font.size.title};
  text-decoration: none;
`

const Body = styled.div`
  flex: 1;
  display: flex;
`

const Main = styled.main`
  flex: 1;
  padding: ${theme.space(3)};
`

const Footer = styled.footer`
  padding: ${theme.space(2)} ${theme.space(3)};
  border-top: 1px solid ${theme.colour.line};
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
  nav { display: flex; gap: ${theme.space(2)}; }
  a { color: inherit; }
`
