// A panel named by its heading: the frame of a small page (sign-in, register, reset), whose heading is the
// page's, or a titled section inside a page (the admin screens' panels), whose heading is one level down.
// Either is a region a screen reader lists by that heading.

import { useId, type ReactNode } from 'react'
import { css, styled } from 'styled-components'
import { panelStyle } from '../panelStyle.js'
import { theme } from '../theme.js'

export interface CardProps {
  title: string
  children: ReactNode
  /** A page's: wider for reading pages such as the terms. A section's: room for a table of many columns. */
  wide?: boolean
  /** 'page' (the default): the page's own panel, centred, titled h1. 'section': one of a page's panels, titled h2. */
  place?: 'page' | 'section'
}

export function Card({ title, children, wide = false, place = 'page' }: CardProps) {
  const titleId = useId()
  if (place === 'section') {
    return (
      <SectionPanel aria-labelledby={titleId} $wide={wide}>
        <SectionTitle id={titleId}>{title}</SectionTitle>
        {children}
      </SectionPanel>
    )
  }
  return (
    <PagePanel aria-labelledby={titleId} $wide={wide}>
      <PageTitle id={titleId}>{title}</PageTitle>
      {children}
    </PagePanel>
  )
}

const panel = css`
  ${panelStyle}
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
`

const PagePanel = styled.section<{ $wide: boolean }>`
  ${panel}
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '760px' : '440px')};
  margin: ${theme.space(4)} auto;
  padding: ${theme.space(4)};
  gap: ${theme.space(2)};
  p { margin: 0; line-height: 1.5; }
  h2 { margin: ${theme.space(1)} 0 0; font-size: ${theme.font.size.body}; }
  a { color: ${theme.colour.brand}; }
`

const PageTitle = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.title};
`

// A section sits in its page's flow: as wide as a short form, or the page's width for a table.
const SectionPanel = styled.section<{ $wide: boolean }>`
  ${panel}
  max-width: ${({ $wide }) => ($wide ? '100%' : '720px')};
  min-width: 0;
  padding: ${theme.space(3)};
  gap: ${theme.space(1.5)};
`

const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`
