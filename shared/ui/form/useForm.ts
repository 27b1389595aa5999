// A form's draft, problems and submit as a hook (issue 29), over the state kit's formDraft.ts: the rules'
// problems once tried, a refusal under the field the service names and gone when that field is edited, and
// a submit that sends a checked draft (through an action: shared/state/action.ts) and starts again after.

import { useState } from 'react'
import type { Reply } from '../../api/types/reply.js'
import type { Success } from '../../state/action.js'
import {
  attempted,
  edited,
  formRefusal,
  hasProblems,
  refused,
  sameNamedField,
  shownProblems,
  startForm,
  type FieldOf,
  type Problems,
} from '../../state/formDraft.js'

export interface FormOptions<D extends object, T extends object> {
  initial: () => D
  /** The form's own rules: what is wrong with each field, before anything is sent. */
  problemsOf: (draft: D) => Problems<D>
  /** Sends a checked draft; the reply says whether it worked or what was refused. */
  send: (draft: D) => Promise<Reply<T>>
  /** Whether a send is on its way: a second one waits. */
  busy: boolean
  /** Where a field the service names goes; by default the draft's field of that name. */
  fieldOf?: FieldOf<D>
  /** After a reply that worked; the form then starts again from `initial`. */
  onDone?: (reply: Success<T>) => void
}

/** What a field's control takes to show and change one field of the draft, with the problem it shows now. */
export interface FieldBinding<V> {
  value: V
  onChange: (value: V) => void
  error: string | undefined
}

export interface FormView<D extends object> {
  draft: D
  edit(change: Partial<D>): void
  /** One field's value, change and problem, to spread on its control: <TextField {...form.field('name')} />. */
  field<F extends keyof D>(name: F): FieldBinding<D[F]>
  /** Each field's problem as shown now. */
  problems: Problems<D>
  /** Tried with a problem shown: the form says to correct the fields marked. */
  showsProblems: boolean
  /** The service's refusal that names no field of the form, shown over it. */
  refusal: string | null
  submit(): Promise<void>
}

/** A change of one field. */
function changeOf<D extends object, F extends keyof D>(name: F, value: D[F]): Partial<D> {
  const change: Partial<D> = {}
  change[name] = value
  return change
}

export function useForm<D extends object, T extends object>(options: FormOptions<D, T>): FormView<D> {
  const [form, setForm] = useState(() => startForm(options.initial()))
  const problems = shownProblems(form, options.problemsOf)

  async function submit(): Promise<void> {
    setForm(attempted)
    if (hasProblems(options.problemsOf(form.draft)) || options.busy) return
    const reply = await options.send(form.draft)
    if (!reply.success) {
      const fieldOf = options.fieldOf ?? sameNamedField(form.draft)
      setForm((now) => refused(now, reply, fieldOf))
      return
    }
    options.onDone?.(reply as Success<T>)
    setForm(startForm(options.initial()))
  }

  const edit = (change: Partial<D>) => setForm((now) => edited(now, change))
  return {
    draft: form.draft,
    edit,
    field: (name) => ({ value: form.draft[name], onChange: (value) => edit(changeOf(name, value)), error: problems[name] }),
    problems,
    showsProblems: form.tried && hasProblems(problems),
    refusal: formRefusal(form),
    submit,
  }
}
