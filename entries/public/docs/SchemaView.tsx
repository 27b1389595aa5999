// A shape of the API document (a body, a reply, a parameter's value) drawn as a nested list a reader follows down:
// each field with its type, whether it must be there and its bounds, and under it what it holds in turn.

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { boundWords, inner, resolved, typeWords, type Schema } from './schemaWords.js'

/** Deeper than any shape of the service: a reference that led back to itself stops here. */
const MAX_DEPTH = 12

interface Props {
  schema: Schema
  /** The document's shared shapes (components.schemas), which a reference names. */
  shared: Record<string, Schema>
}

function TypeAndBounds({ schema, name }: { schema: Schema; name: string | null }) {
  const bounds = boundWords(schema)
  return (
    <>
      <TypeName>{name ? `${name} (${typeWords(schema)})` : typeWords(schema)}</TypeName>
      {bounds.length > 0 && <Bounds>{bounds.join('; ')}</Bounds>}
    </>
  )
}

function Inner({ schema, shared, depth }: Props & { depth: number }) {
  const more = depth < MAX_DEPTH ? inner(schema) : null
  if (!more) return null
  const row = (key: string, label: ReactNode, child: Schema) => {
    const shown = resolved(child, shared)
    return (
      <li key={key}>
        {label} <TypeAndBounds schema={shown.schema} name={shown.name} />
        <Inner schema={shown.schema} shared={shared} depth={depth + 1} />
      </li>
    )
  }
  if ('fields' in more) {
    return (
      <Fields>
        {more.fields.map((field) =>
          row(
            field.name,
            <>
              <FieldName>{field.name}</FieldName> {field.required ? <Required>required</Required> : <Optional>optional</Optional>}
            </>,
            field.schema,
          ),
        )}
      </Fields>
    )
  }
  if ('of' in more) return <Fields>{row(more.label, <Label>{more.label}:</Label>, more.of)}</Fields>
  return <Fields>{more.choices.map((choice, index) => row(String(index), <Label>{index === 0 ? 'either' : 'or'}</Label>, choice))}</Fields>
}

export function SchemaView({ schema, shared }: Props) {
  const shown = resolved(schema, shared)
  return (
    <Tree>
      <div>
        <TypeAndBounds schema={shown.schema} name={shown.name} />
      </div>
      <Inner schema={shown.schema} shared={shared} depth={0} />
    </Tree>
  )
}

const Tree = styled.div`
  font-size: ${theme.font.size.small};
  line-height: 1.6;
`

const Fields = styled.ul`
  margin: 0;
  padding-left: ${theme.space(2.5)};
  border-left: 1px solid ${theme.colour.line};
  list-style: none;
`

const FieldName = styled.code`
  font-family: ${theme.font.mono};
  font-weight: 600;
`

const TypeName = styled.span`
  font-family: ${theme.font.mono};
  color: ${theme.colour.brand};
`

const Bounds = styled.span`
  margin-left: ${theme.space(1)};
  color: ${theme.colour.muted};
`

const Required = styled.span`
  color: ${theme.colour.ink};
  font-size: 0.75rem;
  font-weight: 600;
`

const Optional = styled.span`
  color: ${theme.colour.muted};
  font-size: 0.75rem;
`

const Label = styled.em`
  color: ${theme.colour.muted};
`
