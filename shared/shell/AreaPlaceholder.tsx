// The screen an area shows until its own screens exist: its name and the section of the page.

import { styled } from 'styled-components'
import { theme } from '../ui/theme.js'
import { readBootstrap } from '../session/bootstrap.js'

export function AreaPlaceholder({ area, section }: { area: string; section: string }) {
  const { session } = readBootstrap()
  return (
    <Panel aria-labelledby="area-title">
      <h1 id="area-title">{area}</h1>
      <p>{section}</p>
      {session && <p>Signed in as {session.email}</p>}
    </Panel>
  )
}

const Panel = styled.section`
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  padding: ${theme.space(3)};
`
