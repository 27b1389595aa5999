// Every Exif tag the image carried (spec-1 §2.7), in a table that stays folded until it is wanted.

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { exifEntries } from './detailFormat.js'
import { CopyButton } from './CopyButton.js'

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
            {entries.map(([tag, value]) => (
              <tr key={tag}>
                <th scope="row">{tag}</th>
                <td>
                  <span>{value}</span> <CopyButton text={value} label={tag} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Fold>
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
