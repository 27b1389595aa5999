// One reply of a call on the /docs page: its status and meaning, and the shape of its body for the reader who
// opens it. A reply's shape can run to dozens of fields; it is drawn only once opened, so that the page holds
// ninety calls without drawing thousands of rows nobody reads.

import { useState } from 'react'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import type { ApiResponse } from '../../../shared/api/types/apiDocument.js'
import { SchemaView } from './SchemaView.js'
import type { Schema } from './schemaWords.js'

interface Props {
  status: string
  response: ApiResponse
  shared: Record<string, Schema>
}

export function ReplyShape({ status, response, shared }: Props) {
  const [open, setOpen] = useState(false)
  const bodies = Object.entries(response.content ?? {}).filter(([, media]) => media.schema !== undefined)
  const words = (
    <>
      <Status>{status}</Status> {response.description}
    </>
  )
  if (bodies.length === 0) return <p>{words}</p>
  return (
    <Details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{words}</summary>
      {open && (
        <Body>
          {bodies.map(([media, { schema }]) => (
            <div key={media}>
              <Media>
                As <code>{media}</code>
              </Media>
              {schema && <SchemaView schema={schema} shared={shared} />}
            </div>
          ))}
        </Body>
      )}
    </Details>
  )
}

const Details = styled.details`
  summary { cursor: pointer; }
`

const Status = styled.strong`
  font-family: ${theme.font.mono};
`

const Body = styled.div`
  margin: ${theme.space(1)} 0 0 ${theme.space(2)};
`

const Media = styled.p`
  margin: 0 0 ${theme.space(0.5)};
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`
