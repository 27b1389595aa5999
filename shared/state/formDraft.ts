// A form's state between its draws (issue 29): the draft as typed, whether its sender has tried to send it
// (problems show only then), and the service's refusal, placed under the field it names (FailureReply's
// `field`) or over the form, and gone once that field is edited. shared/ui/form/useForm.ts keeps it in React.

import type { Failure } from '../api/types/reply.js'

export type Problems<D extends object> = Partial<Record<keyof D, string>>

/** The service's refusal: under `field` of the draft, or over the form when it names none the form has. */
export interface FormRefusal<D extends object> {
  field: keyof D | null
  error: string
}

export interface FormDraft<D extends object> {
  draft: D
  tried: boolean
  refusal: FormRefusal<D> | null
}

/** The draft field a field the service names is; null when the form has none such. */
export type FieldOf<D extends object> = (serviceField: string) => keyof D | null

export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0

export const startForm = <D extends object>(draft: D): FormDraft<D> => ({ draft, tried: false, refusal: null })

/** The service names a field as the call does; by default the draft's field of the same name. */
export const sameNamedField =
  <D extends object>(draft: D): FieldOf<D> =>
  (field) =>
    Object.hasOwn(draft, field) ? (field as keyof D) : null

/** The draft changed; a refusal of a field edited goes, as the value it refused is gone. */
export function edited<D extends object>(form: FormDraft<D>, change: Partial<D>): FormDraft<D> {
  const refusal = form.refusal?.field != null && Object.hasOwn(change, form.refusal.field) ? null : form.refusal
  return { ...form, draft: { ...form.draft, ...change }, refusal }
}

/** The sender tried to send it: from now on its problems show, and an earlier refusal goes. */
export const attempted = <D extends object>(form: FormDraft<D>): FormDraft<D> => ({ ...form, tried: true, refusal: null })

/** The service refused it, naming a field or none. */
export function refused<D extends object>(form: FormDraft<D>, failure: Failure, fieldOf: FieldOf<D>): FormDraft<D> {
  const field = failure.field === undefined ? null : fieldOf(failure.field)
  return { ...form, refusal: { field, error: failure.error } }
}

/** The problems each field shows: the form's own rules once tried, and the service's word where the rules have none. */
export function shownProblems<D extends object>(form: FormDraft<D>, problemsOf: (draft: D) => Problems<D>): Problems<D> {
  const problems: Problems<D> = form.tried ? problemsOf(form.draft) : {}
  const { refusal } = form
  if (refusal?.field != null && !problems[refusal.field]) problems[refusal.field] = refusal.error
  return problems
}

/** A refusal that names no field of the form, shown over it. */
export const formRefusal = <D extends object>(form: FormDraft<D>): string | null => (form.refusal && form.refusal.field === null ? form.refusal.error : null)
