// A narrow panel with a page heading: the frame of the small pages (sign-in, register, reset).

import { useId, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.js'

export interface CardProps {
  title: string
  children: ReactNode
  /** Wider for reading pages such as the terms. */
  wide?: boolean
}

export function Card({ title, children, wide = false }: CardProps) {
  const titleId = useId()
  return (
    <Panel aria-labelledby={titleId} $wide={wide}>
      <Title id={titleId}>{title}</Title>
      {children}
    </Panel>
  )
}

const Panel = styled.section<{ $wide: boolean }>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '760px' : '440px')};
  margin: ${theme.space(4)} auto;
  padding: ${theme.space(4)};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  p { margin: 0; line-height: 1.5; }
  h2 { margin: ${theme.space(1)} 0 0; font-size: ${theme.font.size.body}; }
  a { color: ${theme.colour.brand}; }
`

const Title = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.title};
`
