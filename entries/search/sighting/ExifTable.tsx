// Every Exif tag the image carried (spec-1 §2.7), in a table that stays folded until it is wanted.

import { styled } from 'styled-components'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { theme } from '../../../shared/ui/theme.js'
import { exifEntries, type ExifEntry } from './exifEntries.js'
import { CopyButton } from '../../../shared/ui/CopyButton.js'

export function ExifTable({ exif }: { exif: Record<string, unknown> }) {
  const entries = exifEntries(exif)
  return (
    <Fold>
      <summary>Exif ({entries.length} tags)</summary>
      {entries.length === 0 ? (
        <p>The image carried no Exif tags.</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">Tag</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.tag}-${entry.id ?? ''}`}>
                <th scope="row">
                  {entry.tag}
                  {entry.id && entry.id !== entry.tag && <TagId> {entry.id}</TagId>}
                </th>
                <td>
                  <ExifValueCell entry={entry} /> <CopyButton compact text={entry.copy} label={entry.tag} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Fold>
  )
}

function ExifValueCell({ entry }: { entry: ExifEntry }) {
  if (!entry.items) return <span>{entry.text}</span>
  return (
    <Items $gap={0.5}>
      {entry.items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Items>
  )
}

const Fold = styled.details`
  summary { cursor: pointer; font-weight: 600; padding: ${theme.space(1)} 0; }
  p { color: ${theme.colour.muted}; }
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.small};
  th, td { padding: ${theme.space(0.5)} ${theme.space(1)}; border-bottom: 1px solid ${theme.colour.line}; text-align: left; vertical-align: top; }
  tbody th { font-weight: 600; color: ${theme.colour.muted}; white-space: nowrap; }
  td span { overflow-wrap: anywhere; }
`

const TagId = styled.span`
  font-weight: 400;
  font-size: 0.75rem;
`

// A list value stays one row of the table: its items sit side by side, each in its own box.
const Items = styled(PlainList)`
  display: inline-flex;
  li { padding: 0 ${theme.space(0.5)}; border: 1px solid ${theme.colour.line}; border-radius: ${theme.radius}; overflow-wrap: anywhere; }
`
