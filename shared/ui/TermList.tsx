// A short record's terms, each named beside its value (a licence's name, expiry and seats; a trial's days),
// as a description list, which a screen reader reads as name and value.

import { Fragment, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from './theme.js'

/** A term's name and its value, in the order shown. */
export type Term = readonly [name: string, value: ReactNode]

export function TermList({ terms }: { terms: readonly Term[] }) {
  return (
    <List>
      {terms.map(([name, value]) => (
        <Fragment key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  )
}

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(0.5)} ${theme.space(3)};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; }
`
