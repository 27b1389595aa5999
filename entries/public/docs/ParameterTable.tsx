// The parameters of one call of the API document: each one's name, where it goes (the path or the query), whether
// it must be there, and its type and bounds.

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import type { ApiParameter } from '../../../shared/api/types/apiDocument.js'
import { boundWords, typeWords } from './schemaWords.js'

const WHERE: Record<ApiParameter['in'], string> = { path: 'path', query: 'query', header: 'header', cookie: 'cookie' }

export function ParameterTable({ parameters, call }: { parameters: readonly ApiParameter[]; call: string }) {
  // The path's parameters first, as a reader fills in the address from the left.
  const ordered = [...parameters].sort((a, b) => Number(b.in === 'path') - Number(a.in === 'path'))
  return (
    <Table>
      <caption>Parameters of {call}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">In</th>
          <th scope="col">Required</th>
          <th scope="col">Type and bounds</th>
        </tr>
      </thead>
      <tbody>
        {ordered.map((parameter) => {
          const schema = parameter.schema ?? {}
          const bounds = boundWords(schema)
          return (
            <tr key={`${parameter.in} ${parameter.name}`}>
              <th scope="row">
                <code>{parameter.name}</code>
              </th>
              <td>{WHERE[parameter.in]}</td>
              <td>{parameter.required ? 'yes' : 'no'}</td>
              <td>
                <code>{typeWords(schema)}</code>
                {bounds.length > 0 && <>, {bounds.join('; ')}</>}
                {parameter.description && <Description>{parameter.description}</Description>}
              </td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.small};
  caption { ${theme.visuallyHidden} }
  th, td { padding: ${theme.space(0.5)} ${theme.space(1)}; text-align: left; vertical-align: top; border-bottom: 1px solid ${theme.colour.line}; }
  thead th { color: ${theme.colour.muted}; font-weight: 600; }
  tbody th { font-weight: 600; }
  code { font-family: ${theme.font.mono}; overflow-wrap: anywhere; }
`

const Description = styled.span`
  display: block;
  color: ${theme.colour.muted};
`
