// A query's reference in the Active Queries table (spec-2 §4 "Reference edit"): a link to its hits, and for the
// query's owner an Edit button that turns it into a text field. Enter or Done saves the reference when it changed,
// Escape puts it back; focus returns to Edit either way, and a refusal shows under the field.

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'wouter'
import { styled } from 'styled-components'
import { CAMID_REFERENCE_MAX, type CamIdQuery } from '../../../shared/api/types/camid.js'
import { compactControlStyle } from '../../../shared/ui/form/compactControlStyle.js'
import { theme } from '../../../shared/ui/theme.js'
import { hitsHref } from './queryLinks.js'

interface Props {
  query: CamIdQuery
  /** Whether this row's reference is the one being edited. */
  editing: boolean
  onEdit: () => void
  /** Saves the text; resolves to whether the edit is over (saved, or nothing to save). */
  onSave: (reference: string) => Promise<boolean>
  onCancel: () => void
  busy: boolean
  /** The service's refusal of this edit. */
  refusal: string | null
}

export function ReferenceCell({ query, editing, onEdit, onSave, onCancel, busy, refusal }: Props) {
  const [draft, setDraft] = useState(query.caseId)
  const editButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(editing)
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  if (!editing || !query.own) {
    return (
      <Line>
        <Link href={hitsHref(query.id)}>{query.caseId}</Link>
        {query.own && (
          <SmallButton
            ref={editButton}
            type="button"
            aria-label={`Edit the reference ${query.caseId}`}
            onClick={() => {
              setDraft(query.caseId)
              onEdit()
            }}
          >
            Edit
          </SmallButton>
        )}
      </Line>
    )
  }

  const save = () => void onSave(draft)
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      save()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onCancel()
    }
  }
  const errorId = `reference-error-${query.id}`
  return (
    <Edit>
      <Line>
        <Input
          autoFocus
          aria-label={`Reference of ${query.caseId}`}
          value={draft}
          maxLength={CAMID_REFERENCE_MAX}
          disabled={busy}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <SmallButton type="button" onClick={save} disabled={busy} aria-busy={busy}>
          Done
        </SmallButton>
      </Line>
      {refusal && (
        <Refusal id={errorId} role="alert">
          {refusal}
        </Refusal>
      )}
    </Edit>
  )
}

const Line = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)};
`

const Edit = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
`

const Input = styled.input`
  ${compactControlStyle}
  padding: ${theme.space(0.5)} ${theme.space(1)};
  min-width: 12rem;
`

export const SmallButton = styled.button`
  padding: ${theme.space(0.25)} ${theme.space(1)};
  font: inherit;
  font-size: ${theme.font.size.small};
  font-weight: 600;
  color: ${theme.colour.brand};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  cursor: pointer;
  &:disabled { color: ${theme.colour.muted}; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`

const Refusal = styled.span`
  color: ${theme.colour.danger};
  font-size: ${theme.font.size.small};
`
