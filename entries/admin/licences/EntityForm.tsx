// Adding an email or a domain to a licence (spec-3 §4): one text box, whose value is an Email when it has
// an @ and a Domain otherwise. It is disabled once every seat is taken; the service refuses too, and its
// message shows under the box, whatever field it names: the box is the form's one.

import { styled } from 'styled-components'
import type { LicensedEntity } from '../../../shared/api/types/licences.js'
import type { Reply } from '../../../shared/api/types/reply.js'
import { SubmitButton } from '../../../shared/ui/form/Button.js'
import { Form } from '../../../shared/ui/form/Form.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { useForm } from '../../../shared/ui/form/useForm.js'
import { theme } from '../../../shared/ui/theme.js'
import { entityTypeOf, entityValueOf, entityValueProblem, hasFreeSeat } from './entityRules.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

interface Props {
  entities: readonly LicensedEntity[]
  maxSeats: number
  adding: boolean
  onAdd: (value: string) => Promise<Reply<object>>
}

/** What the box's value will be added as, before it is sent. */
function typeHint(text: string): string {
  if (entityValueOf(text) === '') return 'A value with an @ is added as an Email, any other as a Domain (everyone at it).'
  return entityTypeOf(entityValueOf(text)) === 'Email' ? 'Will be added as an Email.' : 'Will be added as a Domain: everyone at it.'
}

export function EntityForm({ entities, maxSeats, adding, onAdd }: Props) {
  const full = !hasFreeSeat(entities, maxSeats)
  const { draft, edit, problems, refusal, submit } = useForm({
    initial: () => ({ value: '' }),
    problemsOf: ({ value }: { value: string }) => {
      const problem = entityValueProblem(value, entities)
      return problem ? { value: problem } : {}
    },
    send: ({ value }) => onAdd(value),
    busy: full || adding,
    fieldOf: () => 'value',
  })
  const value = draft.value

  return (
    <Form onSubmit={() => void submit()} label="Add an email or domain">
      <Row>
        <Box>
          <TextField
            label="Email or domain"
            value={value}
            onChange={(text) => edit({ value: text })}
            hint={full ? `All ${groupedNumber(maxSeats)} seats are taken: remove an email or domain to add another.` : typeHint(value)}
            error={problems.value ?? refusal ?? undefined}
            autoComplete="off"
            spellCheck={false}
          />
        </Box>
        <SubmitButton busy={adding} busyText="Adding…" disabled={full}>
          Add
        </SubmitButton>
      </Row>
    </Form>
  )
}

// The button sits beside the box, level with it rather than with its hint: it starts below the label
// (a small line and the field's gap).
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space(1)} ${theme.space(2)};
  button { margin-top: calc(${theme.font.size.small} * 1.2 + ${theme.space(0.5)}); }
`

const Box = styled.div`
  flex: 1 1 20rem;
  max-width: 32rem;
`
