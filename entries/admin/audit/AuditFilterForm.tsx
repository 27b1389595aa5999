// The audit screen's filters (spec-3 §2): the Date Range (required, two times written YYYY-MM-DD HH:mm in
// UTC), the optional Email and Domain, which suggest the licence's own but take any typed in, the Action
// picker, and Submit. A value the checks refuse is named at its field and nothing is searched.

import { useEffect, useId, useState } from 'react'
import { styled } from 'styled-components'
import { PlainFieldset } from '../../../shared/ui/form/PlainFieldset.js'
import type { AuditFilterQuery } from '../../../shared/api/audit.js'
import { AUDIT_DATE_FORMAT, AUDIT_DOMAIN_MAX, AUDIT_EMAIL_MAX, type AuditOptions } from '../../../shared/api/types/audit.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Form, FormActions } from '../../../shared/ui/form/Form.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { ColumnGrid } from '../../../shared/ui/ColumnGrid.js'
import { theme } from '../../../shared/ui/theme.js'
import { ActionPicker } from './ActionPicker.js'
import { checkDraft, defaultDraft, draftOf, type AuditDraft, type AuditDraftErrors } from './auditFilters.js'

interface Props {
  /** The filters of the search shown, which the form starts from; null before the first search. */
  submitted: AuditFilterQuery | null
  /** What the pickers offer; none while they load or when they could not be loaded. */
  options: AuditOptions | null
  onSubmit: (filters: AuditFilterQuery) => void
}

const TIME_HINT = `${AUDIT_DATE_FORMAT}, in UTC.`

export function AuditFilterForm({ submitted, options, onSubmit }: Props) {
  const id = useId()
  const [draft, setDraft] = useState<AuditDraft>(() => (submitted ? draftOf(submitted) : defaultDraft(Date.now())))
  const [errors, setErrors] = useState<AuditDraftErrors>({})
  // Back and Forward change the search shown: the form follows.
  const submittedKey = JSON.stringify(submitted)
  useEffect(() => {
    if (submitted) setDraft(draftOf(submitted))
    setErrors({})
  }, [submittedKey]) // the key stands for the filters, a new object on every draw

  const edit = (field: keyof AuditDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }))

  return (
    <Form
      label="Audit filters"
      onSubmit={() => {
        const checked = checkDraft(draft)
        setErrors(checked.ok ? {} : checked.errors)
        if (checked.ok) onSubmit(checked.filters)
      }}
    >
      <PlainFieldset>
        <Legend>Date Range</Legend>
        <Row>
          <TextField label="From" value={draft.from} onChange={edit('from')} hint={TIME_HINT} error={errors.from} placeholder={AUDIT_DATE_FORMAT} inputMode="numeric" autoComplete="off" />
          <TextField label="To" value={draft.to} onChange={edit('to')} hint={TIME_HINT} error={errors.to} placeholder={AUDIT_DATE_FORMAT} inputMode="numeric" autoComplete="off" />
        </Row>
      </PlainFieldset>
      <Row>
        <TextField
          label="Email"
          type="email"
          value={draft.email}
          onChange={edit('email')}
          error={errors.email}
          hint="Optional: one person's entries."
          list={`${id}-emails`}
          maxLength={AUDIT_EMAIL_MAX}
          autoComplete="off"
        />
        <TextField
          label="Domain"
          value={draft.domain}
          onChange={edit('domain')}
          error={errors.domain}
          hint="Optional: the entries of everyone at a domain."
          list={`${id}-domains`}
          maxLength={AUDIT_DOMAIN_MAX}
          autoComplete="off"
        />
        <ActionPicker actions={options?.actions ?? []} value={draft.action} onChange={edit('action')} />
      </Row>
      <datalist id={`${id}-emails`}>
        {options?.emails.map((email) => <option key={email} value={email} />)}
      </datalist>
      <datalist id={`${id}-domains`}>
        {options?.domains.map((domain) => <option key={domain} value={domain} />)}
      </datalist>
      <FormActions>
        <Button type="submit">Submit</Button>
      </FormActions>
    </Form>
  )
}


const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space(1)};
  font-weight: 600;
`

/** Fields side by side while each has 14rem, stretched across a row they do not fill. */
const Row = styled(ColumnGrid).attrs({ $least: '14rem', $stretch: true, $top: true })``
