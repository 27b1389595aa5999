// The similar search's hash form (spec-1 §2.8, §5): free text, looked up as written; the service explains
// a hash it cannot read. Beside it, the fixed example.

import { useEffect, useId, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { styled } from 'styled-components'
import { Button } from '../../../shared/ui/form/Button.js'
import { compactControlStyle } from '../../../shared/ui/form/compactControlStyle.js'
import { theme } from '../../../shared/ui/theme.js'
import { stack } from '../../../shared/ui/stack.js'
import { EXAMPLE_HASH } from './exampleHash.js'
import { similarHref } from './similarUrl.js'

interface Props {
  hash: string
  onLookUp: (hash: string) => void
}

export function HashForm({ hash, onLookUp }: Props) {
  const id = useId()
  const [text, setText] = useState(hash)
  // A hash arriving by link or by the example replaces what the box holds.
  useEffect(() => setText(hash), [hash])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim() !== '') onLookUp(text)
  }
  return (
    <Form onSubmit={submit} aria-label="Similar search">
      <label htmlFor={`${id}-hash`}>PhotoDNA hash</label>
      <Row>
        <textarea
          id={`${id}-hash`}
          value={text}
          rows={3}
          spellCheck={false}
          placeholder="144 numbers separated by commas"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event)
          }}
        />
        <Button type="submit" disabled={text.trim() === ''}>
          Search
        </Button>
      </Row>
      <Example>
        <Link href={similarHref({ hash: EXAMPLE_HASH })}>Try an example hash</Link>
      </Example>
    </Form>
  )
}

const Form = styled.form`
  ${stack(1)}
  label { font-weight: 600; }
`

const Row = styled.div`
  display: flex;
  gap: ${theme.space(1)};
  align-items: flex-start;
  textarea {
    ${compactControlStyle}
    flex: 1;
    font: 0.85rem ${theme.font.mono};
    resize: vertical;
  }
`

const Example = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  a { color: ${theme.colour.brand}; }
`
