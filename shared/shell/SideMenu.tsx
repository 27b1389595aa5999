// The side menu (spec-1 §2.2): the items the route table lets the user see, by group, and Log out.
// Shown only to signed-in users; restricted mode leaves only the Search group.

import { styled } from 'styled-components'
import { menuFor, type MenuItem } from '../routes/menu.js'
import { MENU_GROUPS } from '../routes/table.js'
import type { SessionSummary } from '../api/types/user.js'
import { theme } from '../ui/theme.js'
import { openChat } from './chatState.js'

interface Props {
  user: SessionSummary | null
  restricted: boolean
  /** The current path, to mark the item the user is on. */
  currentPath: string
}

export const SIDE_MENU_ID = 'side-menu'

export function SideMenu({ user, restricted, currentPath }: Props) {
  if (!user) return null
  const items = menuFor(user, restricted)
  return (
    <Nav id={SIDE_MENU_ID} aria-label="Main menu">
      {MENU_GROUPS.map((group) => {
        const inGroup = items.filter((item) => item.group === group)
        if (!inGroup.length) return null
        const headingId = `menu-${group.replace(/\W+/g, '-').toLowerCase()}`
        return (
          <section key={group} aria-labelledby={headingId}>
            <GroupTitle id={headingId}>{group}</GroupTitle>
            <ul>
              {inGroup.map((item) => (
                <li key={item.label}>
                  <ItemLink item={item} currentPath={currentPath} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      <LogOut href="/logout">Log out</LogOut>
    </Nav>
  )
}

function ItemLink({ item, currentPath }: { item: MenuItem; currentPath: string }) {
  switch (item.kind) {
    case 'page':
      return (
        <a href={item.href} aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}>
          {item.label}
        </a>
      )
    case 'external':
      // The provider's other sites: a new tab, with nothing of this page passed along.
      return (
        <a href={item.href} target="_blank" rel="noopener noreferrer">
          {item.label}
        </a>
      )
    case 'chat':
      return (
        <button type="button" onClick={openChat}>
          {item.label}
        </button>
      )
  }
}

function isCurrent(href: string, path: string): boolean {
  return path === href || path.startsWith(`${href}/`)
}

const Nav = styled.nav`
  width: 220px;
  flex-shrink: 0;
  padding: ${theme.space(2)};
  background: ${theme.colour.paper};
  border-right: 1px solid ${theme.colour.line};
  @media ${theme.narrow} {
    position: absolute;
    z-index: ${theme.layer.menu};
    top: 0;
    bottom: 0;
    left: 0;
    overflow-y: auto;
    box-shadow: ${theme.shadow};
  }
  ul { list-style: none; margin: 0 0 ${theme.space(2)}; padding: 0; }
  li a, li button {
    display: block;
    width: 100%;
    box-sizing: border-box;
    padding: ${theme.space(0.5)} ${theme.space(1)};
    color: ${theme.colour.ink};
    font: inherit;
    text-align: left;
    text-decoration: none;
    background: none;
    border: 0;
    border-radius: ${theme.radius};
    cursor: pointer;
  }
  li a:hover, li button:hover { background: ${theme.colour.canvas}; }
  li a[aria-current='page'] { background: ${theme.colour.canvas}; font-weight: 600; }
  li a[target='_blank']::after { content: ' ↗'; color: ${theme.colour.muted}; }
`

const GroupTitle = styled.h2`
  margin: ${theme.space(1)} 0 ${theme.space(0.5)};
  font-size: ${theme.font.size.small};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${theme.colour.muted};
`

const LogOut = styled.a`
  display: block;
  padding: ${theme.space(0.5)} ${theme.space(1)};
  color: ${theme.colour.danger};
`
