// The form kit as a screen reader meets it: every field named by its label, its error and hint tied to it,
// errors announced as alerts holding only the message, and the loader as a status.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { TextField } from '../../../../../shared/ui/form/TextField.js'
import { Banner } from '../../../../../shared/ui/form/Banner.js'
import { Button } from '../../../../../shared/ui/form/Button.js'
import { Loader } from '../../../../../shared/ui/form/Loader.js'
import { Card } from '../../../../../shared/ui/form/Card.js'
import { Form } from '../../../../../shared/ui/form/Form.js'

const noop = () => {}
const attribute = (html: string, element: string, name: string) => new RegExp(`<${element}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1]
const elementWithId = (html: string, id: string) => new RegExp(`<(\\w+)[^>]*\\sid="${id.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}"[^>]*>([^<]*)<`).exec(html)

t.test('a field is named by its label', async (t) => {
  const html = renderToStaticMarkup(<TextField label="Email" type="email" value="" onChange={noop} />)
  const inputId = attribute(html, 'input', 'id')
  t.ok(inputId)
  t.equal(attribute(html, 'label', 'for'), inputId)
  t.match(html, />Email<\/label>/)
  t.equal(attribute(html, 'input', 'type'), 'email')
  t.notMatch(html, /aria-invalid/)
  t.notMatch(html, /aria-describedby/)
})

t.test('a field with an error is marked invalid and described by the error, then the hint', async (t) => {
  const html = renderToStaticMarkup(
    <TextField label="Password" type="password" value="x" onChange={noop} hint="12 to 128 characters." error="Use at least 12 characters." />,
  )
  t.equal(attribute(html, 'input', 'aria-invalid'), 'true')
  const [errorId = '', hintId = ''] = (attribute(html, 'input', 'aria-describedby') ?? '').split(' ')
  t.equal(elementWithId(html, errorId)?.[2], 'Use at least 12 characters.')
  t.equal(elementWithId(html, hintId)?.[2], '12 to 128 characters.')
})

t.test('two fields on a page get different ids', async (t) => {
  const html = renderToStaticMarkup(
    <>
      <TextField label="Password" value="" onChange={noop} />
      <TextField label="Confirm password" value="" onChange={noop} />
    </>,
  )
  const ids = [...html.matchAll(/<input[^>]*\sid="([^"]+)"/g)].map((m) => m[1])
  t.equal(new Set(ids).size, 2)
})

t.test('an error banner is an alert whose text is the message alone', async (t) => {
  const html = renderToStaticMarkup(<Banner>Some fields need attention.</Banner>)
  t.match(html, /<p[^>]*role="alert"[^>]*>Some fields need attention\.<\/p>/)
  t.notMatch(html, /<button/)
})

t.test('an information banner is a status, not an alert', async (t) => {
  const html = renderToStaticMarkup(<Banner tone="info">Saved.</Banner>)
  t.match(html, /role="status"/)
  t.notMatch(html, /role="alert"/)
})

t.test('a button does not submit unless asked to', async (t) => {
  t.match(renderToStaticMarkup(<Button>Cancel</Button>), /type="button"/)
  t.match(renderToStaticMarkup(<Button type="submit">Log in</Button>), /type="submit"/)
  t.match(renderToStaticMarkup(<Button disabled>Log in</Button>), /disabled=""/)
})

t.test('the loader is a status with a visible label', async (t) => {
  const html = renderToStaticMarkup(<Loader label="Signing in…" />)
  t.match(html, /role="status"/)
  t.match(html, /<span>Signing in…<\/span>/)
})

t.test('a card is a section named by its heading', async (t) => {
  const html = renderToStaticMarkup(<Card title="Log in">body</Card>)
  const labelledBy = attribute(html, 'section', 'aria-labelledby') ?? ''
  t.equal(elementWithId(html, labelledBy)?.[1], 'h1')
  t.equal(elementWithId(html, labelledBy)?.[2], 'Log in')
})

t.test("a section's card is a region named by its heading one level below the page's", async (t) => {
  const html = renderToStaticMarkup(
    <Card place="section" title="API key">
      body
    </Card>,
  )
  const labelledBy = attribute(html, 'section', 'aria-labelledby') ?? ''
  t.equal(elementWithId(html, labelledBy)?.[1], 'h2')
  t.equal(elementWithId(html, labelledBy)?.[2], 'API key')
})

t.test('a form leaves checking to the page, so messages read the same in every browser', async (t) => {
  t.match(renderToStaticMarkup(<Form onSubmit={noop}>x</Form>), /<form[^>]*novalidate=""/i)
})
