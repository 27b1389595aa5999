// The Add Filters dialog (spec-1 §2.5, §4.5, §5): one row per filter with its name, operator and value.

import { useState } from 'react'
import { styled } from 'styled-components'
import { findField, type Operator } from '../../../shared/search/fields.js'
import type { Filter } from '../../../shared/search/filters.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { compactControlStyle } from '../../../shared/ui/form/compactControlStyle.js'
import { theme } from '../../../shared/ui/theme.js'
import { stack } from '../../../shared/ui/stack.js'
import { Dialog, DialogActions } from '../../../shared/ui/Dialog.js'
import { FilterValueInput } from './FilterValueInput.js'
import { appliedFilters, canApply, EMPTY_ROW, LOCATION_CHOICE, ROW_FIELDS, rowProblem, withName, withOperator, type FilterRow } from '../filters/filterRows.js'

interface Props {
  /** The filters in force; location filters are kept aside, as the dialog does not list them. */
  filters: readonly Filter[]
  onApply: (filters: Filter[]) => void
  onClose: () => void
  /** Choosing the name Location leaves this dialog for the Choose Location dialog. */
  onChooseLocation: () => void
}

export function AddFiltersDialog({ filters, onApply, onClose, onChooseLocation }: Props) {
  const kept = filters.filter((f) => f.name === 'location')
  const listed = filters.filter((f) => f.name !== 'location')
  const [rows, setRows] = useState<FilterRow[]>(listed.length > 0 ? listed.map((f) => ({ ...f })) : [EMPTY_ROW])
  const change = (index: number, row: FilterRow) => setRows(rows.map((r, i) => (i === index ? row : r)))
  const remove = (index: number) => setRows(rows.filter((_, i) => i !== index))
  return (
    <Dialog title="Add Filters" onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (canApply(rows)) onApply([...kept, ...appliedFilters(rows)])
        }}
      >
        <Rows>
          {rows.map((row, index) => (
            <RowEditor
              key={index}
              index={index}
              row={row}
              onChange={(r) => change(index, r)}
              onRemove={() => remove(index)}
              onChooseLocation={onChooseLocation}
            />
          ))}
        </Rows>
        <DialogActions>
          <Button variant="secondary" onClick={() => setRows([...rows, EMPTY_ROW])}>
            Add another filter
          </Button>
          <Spacer />
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canApply(rows)}>
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

interface RowProps {
  index: number
  row: FilterRow
  onChange: (row: FilterRow) => void
  onRemove: () => void
  onChooseLocation: () => void
}

function RowEditor({ index, row, onChange, onRemove, onChooseLocation }: RowProps) {
  const field = findField(row.name)
  const problem = rowProblem(row)
  const n = index + 1
  return (
    <Row>
      <Select
        aria-label={`Filter ${n} name`}
        value={row.name}
        onChange={(event) => (event.target.value === LOCATION_CHOICE ? onChooseLocation() : onChange(withName(row, event.target.value)))}
      >
        <option value="">Choose a filter</option>
        {ROW_FIELDS.map((f) => (
          <option key={f.name} value={f.name}>
            {f.label}
          </option>
        ))}
        <option value={LOCATION_CHOICE}>Location...</option>
      </Select>
      <Select
        aria-label={`Filter ${n} operator`}
        value={row.operator}
        disabled={!field}
        onChange={(event) => onChange(withOperator(row, event.target.value as Operator))}
      >
        {row.operator === '' && <option value="">Operator</option>}
        {(field?.operators ?? []).map((operator) => (
          <option key={operator} value={operator}>
            {operator}
          </option>
        ))}
      </Select>
      <FilterValueInput
        label={`Filter ${n}`}
        kind={field?.kind ?? null}
        operator={row.operator}
        value={row.value}
        invalid={problem !== null}
        onChange={(value) => onChange({ ...row, value })}
      />
      <Button variant="secondary" aria-label={`Remove filter ${n}`} onClick={onRemove}>
        ×
      </Button>
      {problem && <Problem role="alert">{`${field?.label ?? row.name}: ${problem}`}</Problem>}
    </Row>
  )
}

const Rows = styled.div`
  ${stack(1.5)}
`

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(10rem, 1fr) minmax(8rem, 0.8fr) minmax(10rem, 1.4fr) auto;
  gap: ${theme.space(1)};
  align-items: center;
  @media ${theme.narrow} {
    grid-template-columns: 1fr 1fr;
  }
`

const Select = styled.select`
  ${compactControlStyle}
`

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.danger};
`


const Spacer = styled.span`
  flex: 1;
`
