// One numbered step of the contribution screen (spec-3 §2): its number, its name as a heading, a help button that
// opens the step's help dialog, and the step's own controls.

import { useId, useState, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import type { StepName } from './stepHelp.js'
import { StepHelpDialog } from './StepHelpDialog.js'

interface Props {
  number: number
  name: StepName
  children: ReactNode
}

export function ContributionStep({ number, name, children }: Props) {
  const titleId = useId()
  const [helping, setHelping] = useState(false)
  return (
    <Item aria-labelledby={titleId}>
      <Head>
        <Number aria-hidden="true">{number}</Number>
        <h3 id={titleId}>{name}</h3>
        <HelpButton type="button" onClick={() => setHelping(true)}>
          <span aria-hidden="true">?</span>
          <Hidden>{`Help on ${name}`}</Hidden>
        </HelpButton>
      </Head>
      <Body>{children}</Body>
      {helping && <StepHelpDialog step={name} onClose={() => setHelping(false)} />}
    </Item>
  )
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  padding: ${theme.space(2)} 0;
  border-top: 1px solid ${theme.colour.line};
  &:first-child { border-top: 0; padding-top: 0; }
`

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  h3 { margin: 0; font-size: 1.125rem; }
`

const Number = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  font-weight: 700;
  color: ${theme.colour.brandInk};
  background: ${theme.colour.brand};
`

const HelpButton = styled.button`
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  font: inherit;
  font-weight: 700;
  color: ${theme.colour.brand};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: 50%;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`

const Hidden = styled.span`
  ${theme.visuallyHidden}
`

// The step's controls sit under its heading, in line with its name; on a narrow screen, the whole width.
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  padding-left: calc(1.75rem + ${theme.space(1.5)});
  max-width: 48rem;
  @media ${theme.narrow} { padding-left: 0; }
`
