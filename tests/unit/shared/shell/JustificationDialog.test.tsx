// The justification dialog (spec-1 §4.4, §5): a modal named Justification, with a text field and
// a Set button that starts disabled; asked for one action, a Cancel and a button naming the action.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { JustificationDialog } from '../../../../shared/shell/JustificationDialog.js'

t.test('a modal dialog named Justification with a field and a disabled Set button', async (t) => {
  const html = renderToStaticMarkup(<JustificationDialog />)
  const dialog = /<div[^>]*role="dialog" aria-modal="true" aria-labelledby="([^"]+)"/.exec(html)
  t.ok(dialog, 'a modal dialog')
  t.match(html, new RegExp(`<h2[^>]*id="${dialog?.[1]}"[^>]*>Justification</h2>`))
  t.match(html, /<input[^>]*type="text"/)
  const set = /<button([^>]*)>Set<\/button>/.exec(html)?.[1] ?? ''
  t.match(set, 'type="submit"')
  t.match(set, 'disabled=""')
  t.match(html, '3 to 1000 characters.')
})

t.test('asked for one action, it says why, can be cancelled, and its button names the action', async (t) => {
  const html = renderToStaticMarkup(
    <JustificationDialog request={{ why: 'An export is recorded.', action: 'Export as CSV', initial: 'Case 42', onGive: () => undefined, onCancel: () => undefined }} />,
  )
  t.match(html, /<p id="([^"]+)-why">An export is recorded.<\/p>/)
  t.match(html, /<input[^>]*value="Case 42"/)
  t.match(html, /<button[^>]*type="button"[^>]*>Cancel<\/button>/)
  const submit = /<button([^>]*)>Export as CSV<\/button>/.exec(html)?.[1] ?? ''
  t.match(submit, 'type="submit"')
  t.notMatch(submit, 'disabled', 'a valid justification given before can be sent at once')
})
