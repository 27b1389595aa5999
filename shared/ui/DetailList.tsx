// A list of sighting details: each value worth copying can be copied, and a searchable one links to its search. The
// sighting page and BigSearch's sighting dialog both show one.

import { Fragment } from 'react'
import { Link } from 'wouter'
import { styled } from 'styled-components'
import { theme } from './theme.js'
import { CopyButton } from './CopyButton.js'

export interface DetailValue {
  text: string
  /** What the copy button puts on the clipboard: the raw value, not its display form; null for no button (a yes or no). */
  copy: string | null
  /** A search with this value as its one filter, or null when the value is not searchable. */
  searchHref: string | null
  /** Where a value came from when it is not the sighting's own field (it then cannot be searched). */
  note?: string
}

export interface DetailRow {
  label: string
  values: DetailValue[]
  /** For a similarity hash: the similar search for it. */
  similarHref?: string
}

export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <List>
      {rows.map((row) => (
        <Row key={row.label}>
          <dt>{row.label}</dt>
          <dd>
            {row.values.map((value, index) => (
              <Fragment key={`${index}-${value.text}`}>
                <Value>
                  {value.searchHref ? (
                    <Link href={value.searchHref} title={`Search for this ${row.label.toLowerCase()}`}>
                      {value.text}
                    </Link>
                  ) : (
                    <span>{value.text}</span>
                  )}
                  {value.copy !== null && <CopyButton compact text={value.copy} label={row.label} />}
                </Value>
                {value.note && <Note>({value.note})</Note>}
              </Fragment>
            ))}
            {row.similarHref && (
              <Link href={row.similarHref}>
                Find similar
              </Link>
            )}
          </dd>
        </Row>
      ))}
    </List>
  )
}

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${theme.space(0.75)} ${theme.space(2)};
  margin: 0;
  font-size: ${theme.font.size.small};
`

// The row itself adds no box: its term and description sit in the list's two columns.
const Row = styled.div`
  display: contents;
  dt { color: ${theme.colour.muted}; font-weight: 600; }
  dd { margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space(1)}; min-width: 0; }
  a { color: ${theme.colour.brand}; }
`

const Value = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(0.75)};
  min-width: 0;
  span, a { overflow-wrap: anywhere; word-break: break-all; }
`

// Says why a value has no search link: it was read from a raw tag, not from the sighting's own field.
const Note = styled.span`
  color: ${theme.colour.muted};
  font-size: 0.75rem;
`
