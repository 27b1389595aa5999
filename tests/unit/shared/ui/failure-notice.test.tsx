// The failure notice as a screen reader and a keyboard meet it: the failure announced (an alert, or a polite
// status where a list's rows would be), Try Again and Dismiss inside it as real buttons tied to its words,
// offered only where there is a call to make again or a notice to put away, and Try Again putting a
// dismissible notice away before the call.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { DISMISS, FailureNotice, failureActions, TRY_AGAIN, type FailurePlace } from '../../../../shared/ui/FailureNotice.js'

const noop = () => {}
const buttons = (html: string) => [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map((m) => ({ attributes: m[1] ?? '', label: m[2] }))
const roleOf = (html: string) => /role="(\w+)"/.exec(html)?.[1]

t.test('each place but the rows is an alert holding the words and the buttons that act on them; the rows are a status', async (t) => {
  const places: FailurePlace[] = ['rows', 'section', 'bar', 'snackbar']
  const roles = places.map((place) => roleOf(renderToStaticMarkup(<FailureNotice place={place} message="The trials could not be loaded." onTryAgain={noop} />)))
  t.same(roles, ['status', 'alert', 'alert', 'alert'])
  const html = renderToStaticMarkup(<FailureNotice place="section" message="Permission Denied." onTryAgain={noop} onDismiss={noop} />)
  t.match(html, /^<div[^>]*role="alert"[^>]*><div[^>]*><span>Permission Denied\.<\/span><\/div><button[^>]*>Try Again<\/button><button[^>]*>Dismiss<\/button><\/div>$/)
})

t.test('a title and a detail line stand with the message, in that order', async (t) => {
  const html = renderToStaticMarkup(
    <FailureNotice place="section" title="Failed to upload" message="Invalid file type." detail="Please try again or contact support." onDismiss={noop} />,
  )
  t.match(html, /role="alert"[^>]*><div[^>]*><strong[^>]*>Failed to upload<\/strong><span>Invalid file type\.<\/span><span[^>]*>Please try again or contact support\.<\/span><\/div>/)
})

t.test('buttons are offered only for what can be done, and each is described by the failure', async (t) => {
  t.same(buttons(renderToStaticMarkup(<FailureNotice place="bar" message="Audit failed." />)), [], 'nothing to do: no button')
  t.same(
    buttons(renderToStaticMarkup(<FailureNotice place="bar" message="Audit failed." onDismiss={noop} />)).map((b) => b.label),
    [DISMISS],
  )
  const html = renderToStaticMarkup(<FailureNotice place="rows" message="The licences could not be loaded." onTryAgain={noop} onDismiss={noop} />)
  const found = buttons(html)
  t.same(found.map((b) => b.label), [TRY_AGAIN, DISMISS])
  const messageId = /<div id="([^"]+)"/.exec(html)?.[1]
  t.ok(messageId)
  for (const button of found) {
    t.match(button.attributes, /type="button"/, `${button.label} is a real button, reached by Tab`)
    t.match(button.attributes, new RegExp(`aria-describedby="${messageId}"`), `${button.label} is described by the failure`)
  }
})

t.test("a screen's own word for Try Again is used where the spec gives one", async (t) => {
  const html = renderToStaticMarkup(<FailureNotice place="section" message="Unknown error" onTryAgain={noop} tryAgainLabel="Retry" />)
  t.same(buttons(html).map((b) => b.label), ['Retry'])
})

t.test('two notices on a page describe their buttons by their own words', async (t) => {
  const html = renderToStaticMarkup(
    <>
      <FailureNotice place="rows" message="The trials could not be loaded." onTryAgain={noop} />
      <FailureNotice place="rows" message="The trial's users could not be loaded." onTryAgain={noop} />
    </>,
  )
  const ids = [...html.matchAll(/aria-describedby="([^"]+)"/g)].map((m) => m[1])
  t.equal(ids.length, 2)
  t.not(ids[0], ids[1])
})

t.test('Try Again puts a dismissible notice away before making the call again', async (t) => {
  const calls: string[] = []
  const actions = failureActions({ onTryAgain: () => calls.push('call'), onDismiss: () => calls.push('dismiss') })
  t.same(actions.map((a) => a.label), [TRY_AGAIN, DISMISS])
  actions[0]!.onClick()
  t.same(calls, ['dismiss', 'call'])
  actions[1]!.onClick()
  t.same(calls, ['dismiss', 'call', 'dismiss'], 'Dismiss only dismisses')
})

t.test('Try Again on a notice that cannot be dismissed only makes the call', async (t) => {
  const calls: string[] = []
  const actions = failureActions({ onTryAgain: () => calls.push('call'), tryAgainLabel: 'Retry' })
  t.same(actions.map((a) => a.label), ['Retry'])
  actions[0]!.onClick()
  t.same(calls, ['call'])
  t.same(failureActions({}), [], 'no call and no dismissal: no action')
})
