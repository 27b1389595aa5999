// A form useForm keeps: over its fields, what to do once it was tried with problems, and the service's
// refusal that names no field of it (both announced at once, as alerts); a refusal that names a field shows
// under that field.

import type { ReactNode } from 'react'
import { Banner } from './Banner.js'
import { Form } from './Form.js'
import type { FormView } from './useForm.js'

interface Props {
  form: Pick<FormView<object>, 'showsProblems' | 'refusal' | 'submit'>
  /** Names the form for assistive technology. */
  label: string
  /** Says the form was not sent and what to correct: 'The licence was not created: correct the fields marked below.' */
  notSent: string
  children: ReactNode
}

export function DraftForm({ form, label, notSent, children }: Props) {
  return (
    <Form onSubmit={() => void form.submit()} label={label}>
      {form.showsProblems && <Banner>{notSent}</Banner>}
      {form.refusal && <Banner>{form.refusal}</Banner>}
      {children}
    </Form>
  )
}
