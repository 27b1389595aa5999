// One call of the API document on the /docs page: its method and path under an anchor a link can name, who may
// make it and how they authenticate, its limits, parameters, body and replies, and a curl example to copy.

import { useId } from 'react'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { TermList } from '../../../shared/ui/TermList.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { badgeStyle } from '../../../shared/ui/badgeStyle.js'
import { CopyButton } from '../../../shared/ui/CopyButton.js'
import type { ApiContent } from '../../../shared/api/types/apiDocument.js'
import type { ApiCall } from './apiCalls.js'
import { ParameterTable } from './ParameterTable.js'
import { SchemaView } from './SchemaView.js'
import { ReplyShape } from './ReplyShape.js'
import type { Schema } from './schemaWords.js'

interface Props {
  call: ApiCall
  shared: Record<string, Schema>
}

function Bodies({ content, shared }: { content: ApiContent; shared: Record<string, Schema> }) {
  return (
    <>
      {Object.entries(content).map(([media, { schema }]) => (
        <div key={media}>
          <p>
            Sent as <code>{media}</code>
          </p>
          {schema && <SchemaView schema={schema} shared={shared} />}
        </div>
      ))}
    </>
  )
}

function WordList({ items, none }: { items: readonly string[]; none: string }) {
  if (items.length === 0) return <>{none}</>
  return (
    <PlainList $direction="column" $gap={0.5}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </PlainList>
  )
}

export function CallEntry({ call, shared }: Props) {
  const headingId = useId()
  const { operation } = call
  const name = `${call.method} ${call.path}`
  const roles = operation['x-sightline-roles']
  const curl = operation['x-codeSamples'][0]?.source
  return (
    <Entry id={call.anchor} aria-labelledby={headingId} tabIndex={-1}>
      <Heading id={headingId}>
        <Method $method={call.method}>{call.method}</Method> <Path>{call.path}</Path> <Summary>{operation.summary}</Summary>
      </Heading>
      <SelfLink href={`#${call.anchor}`} aria-label={`Link to ${name}`}>
        Link to this call
      </SelfLink>
      <TermList
        terms={[
          ['Who may call', operation['x-sightline-access']],
          [
            'Roles',
            roles.length === 0 ? (
              'None'
            ) : (
              <PlainList $gap={0.5} aria-label={`Roles for ${name}`}>
                {roles.map((role) => (
                  <Role key={role}>{role}</Role>
                ))}
              </PlainList>
            ),
          ],
          ['Authenticate with', <WordList items={operation['x-sightline-credentials']} none="Nothing: anyone may call it." />],
          ['Limits', <WordList items={operation['x-sightline-limits']} none="Those of its parameters and body, below." />],
        ]}
      />
      {operation.parameters && operation.parameters.length > 0 && (
        <>
          <Part>Parameters</Part>
          <ParameterTable parameters={operation.parameters} call={name} />
        </>
      )}
      {operation.requestBody && (
        <>
          <Part>Request body</Part>
          <Bodies content={operation.requestBody.content} shared={shared} />
        </>
      )}
      <Part>Replies</Part>
      <PlainList $direction="column" $gap={0.5}>
        {Object.entries(operation.responses).map(([status, response]) => (
          <li key={status}>
            <ReplyShape status={status} response={response} shared={shared} />
          </li>
        ))}
      </PlainList>
      {curl && (
        <>
          <Part>Example</Part>
          <figure>
            <Caption>Example call of {name}</Caption>
            <Example>
              <code>{curl}</code>
            </Example>
          </figure>
          <div>
            <CopyButton text={curl} label="curl example" />
          </div>
        </>
      )}
    </Entry>
  )
}

const Entry = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  padding: ${theme.space(2)} 0 ${theme.space(3)};
  border-top: 1px solid ${theme.colour.line};
  scroll-margin-top: ${theme.space(8)};
  p, figure { margin: 0; }
  code { font-family: ${theme.font.mono}; }
  dd { min-width: 0; overflow-wrap: anywhere; }
  /* Reached by a link or by Enter in the filter: marked for the keyboard's user, not for the mouse's. */
  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid ${theme.colour.focus}; outline-offset: ${theme.space(0.5)}; }
  @media ${theme.narrow} {
    dl { grid-template-columns: 1fr; }
    dd + dt { margin-top: ${theme.space(1)}; }
  }
`

const Heading = styled.h3`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space(1)};
  font-size: 1.05rem;
`

const METHOD_COLOURS: Record<string, string> = {
  GET: theme.colour.success,
  POST: theme.colour.brand,
  PUT: theme.colour.warning,
  DELETE: theme.colour.danger,
}

const Method = styled.span<{ $method: string }>`
  padding: 0 ${theme.space(0.75)};
  font-family: ${theme.font.mono};
  font-size: 0.8rem;
  color: ${theme.colour.brandInk};
  background: ${({ $method }) => METHOD_COLOURS[$method] ?? theme.colour.muted};
  border-radius: 3px;
`

const Path = styled.code`
  font-family: ${theme.font.mono};
  overflow-wrap: anywhere;
`

const Summary = styled.span`
  font-weight: 400;
  color: ${theme.colour.muted};
`

const SelfLink = styled.a`
  align-self: flex-start;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.brand};
`

const Role = styled.li`
  ${badgeStyle}
  font-size: 0.8rem;
`

const Part = styled.h4`
  margin: ${theme.space(1)} 0 0;
  font-size: ${theme.font.size.body};
`

const Caption = styled.figcaption`
  ${theme.visuallyHidden}
`

// Long lines wrap rather than scroll, so that the whole command is read without a scrollbar to reach.
const Example = styled.pre`
  margin: 0;
  padding: ${theme.space(1.5)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.ink};
  background: ${theme.colour.canvas};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
`
