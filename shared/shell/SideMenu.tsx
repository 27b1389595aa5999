// The side menu (spec-1 §2.2): the route table's items the user may see, by group, and Log out.
// Shown only to signed-in users; restricted mode leaves only the Search group.

import { styled } from 'styled-components'
import { menuFor, MENU_GROUPS } from '../routes.js'
import type { SessionSummary } from '../api/types/user.js'
import { theme } from '../ui/theme.js'

interface Props {
  user: SessionSummary | null
  restricted: boolean
  /** The current path, to mark the item the user is on. */
  currentPath: string
}

export function SideMenu({ user, restricted, currentPath }: Props) {
  if (!user) return null
  const items = menuFor(user, restricted)
  return (
    <Nav aria-label="Main menu">
      {MENU_GROUPS.map((group) => {
        const inGroup = items.filter((item) => item.group === group)
        if (!inGroup.length) return null
        const headingId = `menu-${group.replace(/\W+/g, '-').toLowerCase()}`
        return (
          <section key={group} aria-labelledby={headingId}>
            <GroupTitle id={headingId}>{group}</GroupTitle>
            <ul>
              {inGroup.map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}>
                    {item.label}
                  </a>
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

function isCurrent(href: string, path: string): boolean {
  return path === href || path.startsWith(`${href}/`)
}

const Nav = styled.nav`
  width: 220px;
  padding: ${theme.space(2)};
  background: ${theme.colour.paper};
  border-right: 1px solid ${theme.colour.line};
  ul { list-style: none; margin: 0 0 ${theme.space(2)}; padding: 0; }
  li a { display: block; padding: ${theme.space(0.5)} ${theme.space(1)}; color: ${theme.colour.ink}; text-decoration: none; border-radius: ${theme.radius}; }
  li a[aria-current='page'] { background: ${theme.colour.canvas}; font-weight: 600; }
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
