// A bordered section the user opens and closes: its summary always shown as the button that does it, its body
// under the summary once open.

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { panelStyle } from './panelStyle.js'
import { theme } from './theme.js'

interface Props {
  summary: string
  children: ReactNode
  /** Told whether the section is now open, each time the user opens or closes it. */
  onToggle?: (open: boolean) => void
  /** Styles of the body's text, from a screen's `styled(Disclosure)`. */
  className?: string
}

export function Disclosure({ summary, children, onToggle, className }: Props) {
  return (
    <Details className={className} onToggle={onToggle && ((event) => onToggle(event.currentTarget.open))}>
      <summary>{summary}</summary>
      <Body>{children}</Body>
    </Details>
  )
}

const Details = styled.details`
  ${panelStyle}
  summary { padding: ${theme.space(1.5)} ${theme.space(2)}; font-weight: 600; cursor: pointer; }
`

const Body = styled.div`
  padding: 0 ${theme.space(2)} ${theme.space(2)};
  p { line-height: 1.5; }
`
