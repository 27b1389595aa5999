// The form kit's choice field and text area, as a screen reader meets them: each named by its label, an
// error tied to it and marking it invalid, the choice keeping the value it was given.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { SelectField } from '../../../../../shared/ui/form/SelectField.js'
import { TextField } from '../../../../../shared/ui/form/TextField.js'

const noop = () => {}
const attribute = (html: string, element: string, name: string) => new RegExp(`<${element}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1]

t.test('a text field given rows is a text area, named by its label, without an input type', async (t) => {
  const html = renderToStaticMarkup(<TextField label="Description" rows={3} value="Links cases." onChange={noop} error="Too long." />)
  t.match(html, /<textarea[^>]*rows="3"/)
  t.notMatch(html, /<input/)
  t.notOk(attribute(html, 'textarea', 'type'))
  t.equal(attribute(html, 'label', 'for'), attribute(html, 'textarea', 'id'))
  t.equal(attribute(html, 'textarea', 'aria-invalid'), 'true')
  t.match(html, />Links cases\.<\/textarea>/)
})

t.test('a text field without rows keeps its input type', async (t) => {
  t.equal(attribute(renderToStaticMarkup(<TextField label="Valid from" type="date" value="" onChange={noop} />), 'input', 'type'), 'date')
})

t.test('a choice is named by its label, shows its value chosen, and ties its error and hint', async (t) => {
  const html = renderToStaticMarkup(
    <SelectField
      label="Trial type"
      value="AMPED"
      choices={[
        { value: 'VICTIM_ID', label: 'VICTIM_ID' },
        { value: 'AMPED', label: 'AMPED' },
      ]}
      onChange={noop}
      hint="What the trial is for."
      error="Choose a type."
    />,
  )
  t.equal(attribute(html, 'label', 'for'), attribute(html, 'select', 'id'))
  t.match(html, /<option value="AMPED" selected="">AMPED<\/option>/)
  t.equal(attribute(html, 'select', 'aria-invalid'), 'true')
  const describedBy = (attribute(html, 'select', 'aria-describedby') ?? '').split(' ')
  t.equal(describedBy.length, 2, 'the error, then the hint')
  t.match(html, new RegExp(`id="${describedBy[0]}"[^>]*>Choose a type\\.<`))
})

t.test('choices that name a group are shown under it, in order; the others stand alone', async (t) => {
  const html = renderToStaticMarkup(
    <SelectField
      label="Action"
      value="search"
      choices={[
        { value: '', label: 'Any action' },
        { value: 'login', label: 'Sign in', group: 'authenticate' },
        { value: 'logout', label: 'Sign out', group: 'authenticate' },
        { value: 'search', label: 'Search', group: 'sightings' },
      ]}
      onChange={noop}
    />,
  )
  t.match(
    html,
    /<option value="">Any action<\/option><optgroup label="authenticate"><option value="login">Sign in<\/option><option value="logout">Sign out<\/option><\/optgroup><optgroup label="sightings"><option value="search" selected="">Search<\/option><\/optgroup>/,
  )
})
