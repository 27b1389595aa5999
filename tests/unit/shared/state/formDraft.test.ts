// A form's state (issue 29): problems shown once tried, the service's refusal placed under the field it
// names or over the form, and gone when that field is edited or the form is sent again.

import t from 'tap'
import { attempted, edited, formRefusal, refused, sameNamedField, shownProblems, startForm, type Problems } from '../../../../shared/state/formDraft.js'

interface Draft {
  name: string
  validFrom: string
}

const problemsOf = (draft: Draft): Problems<Draft> => (draft.name === '' ? { name: 'Enter a name.' } : {})
const empty = (): Draft => ({ name: '', validFrom: '' })

t.test("the rules' problems show only once the form was tried", async (t) => {
  const form = startForm(empty())
  t.same(shownProblems(form, problemsOf), {})
  t.same(shownProblems(attempted(form), problemsOf), { name: 'Enter a name.' })
})

t.test('a refusal naming a field of the form shows under it, and goes when that field is edited', async (t) => {
  const sent = attempted(startForm({ name: 'SPRING', validFrom: '2031-02-30' }))
  const form = refused(sent, { success: false, error: 'The validFrom must be a real date.', field: 'validFrom' }, sameNamedField(sent.draft))
  t.same(shownProblems(form, problemsOf), { validFrom: 'The validFrom must be a real date.' })
  t.equal(formRefusal(form), null, 'not over the form')
  t.same(shownProblems(edited(form, { name: 'SUMMER' }), problemsOf), { validFrom: 'The validFrom must be a real date.' }, 'another field edited: it stays')
  t.same(shownProblems(edited(form, { validFrom: '2031-03-01' }), problemsOf), {}, 'its own field edited: it goes')
})

t.test('a field the service names by its own name goes where the form maps it', async (t) => {
  const fieldOf = (field: string) => (field === 'codeValidFrom' ? ('validFrom' as const) : null)
  const form = refused(startForm(empty()), { success: false, error: 'The codeValidFrom must be a real date.', field: 'codeValidFrom' }, fieldOf)
  t.same(shownProblems(form, () => ({})), { validFrom: 'The codeValidFrom must be a real date.' })
})

t.test('a refusal naming no field of the form shows over it, until the form is sent again', async (t) => {
  const draft = { name: 'SPRING', validFrom: '' }
  const none = refused(startForm(draft), { success: false, error: 'The database is busy.' }, sameNamedField(draft))
  t.equal(formRefusal(none), 'The database is busy.')
  const unknown = refused(startForm(draft), { success: false, error: 'Not this form’s.', field: 'isAdmin' }, sameNamedField(draft))
  t.equal(formRefusal(unknown), 'Not this form’s.', 'a field the form has not is over it too')
  t.equal(formRefusal(edited(none, { name: 'X' })), 'The database is busy.', 'editing keeps it')
  t.equal(formRefusal(attempted(none)), null)
})

t.test("the rules' own problem wins over the service's word on the same field", async (t) => {
  const form = refused(attempted(startForm(empty())), { success: false, error: 'The name is required.', field: 'name' }, sameNamedField(empty()))
  t.same(shownProblems(form, problemsOf), { name: 'Enter a name.' })
})
