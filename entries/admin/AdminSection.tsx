// A titled panel of an admin page (the settings page's name, API key and applications; the trials page's
// form and table): a region named by its heading. A wide one holds a table.

import { useId, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from '../../shared/ui/theme.js'

interface Props {
  title: string
  children: ReactNode
  /** Room for a table of many columns; a narrow one suits a short form. */
  wide?: boolean
}

export function AdminSection({ title, children, wide = false }: Props) {
  const id = useId()
  return (
    <Panel aria-labelledby={id} $wide={wide}>
      <Heading id={id}>{title}</Heading>
      {children}
    </Panel>
  )
}

const Panel = styled.section<{ $wide: boolean }>`
  box-sizing: border-box;
  max-width: ${(p) => (p.$wide ? '100%' : '720px')};
  min-width: 0;
  padding: ${theme.space(3)};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
`

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`
