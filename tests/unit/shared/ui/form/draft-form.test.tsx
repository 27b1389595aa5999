// A form useForm keeps, as a screen reader meets it: what to correct and the service's refusal announced as
// alerts over its fields, each field bound to its draft value, and a submit button that says when its call
// is on its way.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { SubmitButton } from '../../../../../shared/ui/form/Button.js'
import { DraftForm } from '../../../../../shared/ui/form/DraftForm.js'
import { TextField } from '../../../../../shared/ui/form/TextField.js'
import { useForm } from '../../../../../shared/ui/form/useForm.js'

const NOT_SENT = 'The thing was not created: correct the fields marked below.'
const view = (change: { showsProblems?: boolean; refusal?: string | null } = {}) => ({ showsProblems: false, refusal: null, submit: async () => {}, ...change })
const alerts = (html: string) => [...html.matchAll(/<p[^>]*role="alert"[^>]*>([^<]*)<\/p>/g)].map((match) => match[1])

t.test('an untried form is named by its label and shows no alert', async (t) => {
  const html = renderToStaticMarkup(
    <DraftForm form={view()} label="Create thing" notSent={NOT_SENT}>
      <p>fields</p>
    </DraftForm>,
  )
  t.match(html, /^<form[^>]*aria-label="Create thing"/)
  t.match(html, /novalidate/i)
  t.same(alerts(html), [])
  t.match(html, /<p>fields<\/p>/)
})

t.test('tried with problems, the form says what to correct; a refusal naming no field shows over it', async (t) => {
  t.same(alerts(renderToStaticMarkup(<DraftForm form={view({ showsProblems: true })} label="Create thing" notSent={NOT_SENT}>{null}</DraftForm>)), [NOT_SENT])
  t.same(alerts(renderToStaticMarkup(<DraftForm form={view({ refusal: 'The service is busy.' })} label="Create thing" notSent={NOT_SENT}>{null}</DraftForm>)), [
    'The service is busy.',
  ])
})

t.test('a field bound to the draft shows its value, with no problem before the form is tried', async (t) => {
  function Probe() {
    const form = useForm({ initial: () => ({ name: 'Northshire' }), problemsOf: () => ({ name: 'Enter a name.' }), send: async () => ({ success: true }), busy: false })
    return <TextField label="Name" {...form.field('name')} />
  }
  const html = renderToStaticMarkup(<Probe />)
  t.match(html, /<input[^>]*value="Northshire"/)
  t.notMatch(html, /aria-invalid/)
})

t.test('the submit button is disabled while its call is on its way, and says so', async (t) => {
  const idle = renderToStaticMarkup(<SubmitButton busy={false} busyText="Creating…">Create thing</SubmitButton>)
  t.match(idle, /^<button[^>]*type="submit"[^>]*>Create thing<\/button>$/)
  t.notMatch(idle, /disabled/)
  const busy = renderToStaticMarkup(<SubmitButton busy busyText="Creating…">Create thing</SubmitButton>)
  t.match(busy, /^<button[^>]*disabled=""[^>]*>Creating…<\/button>$/)
  t.match(renderToStaticMarkup(<SubmitButton busy={false} busyText="Adding…" disabled>Add</SubmitButton>), /disabled=""[^>]*>Add</, 'disabled for its own reason too')
})
