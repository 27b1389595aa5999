// The Connect The Dots page (spec-2 §2): without CTD_URL the deployment has nowhere to send the user, and the
// page says so instead of drawing a button that leads nowhere. (With an address, tests/e2e/tools/connect-the-dots.)

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Bootstrap } from '../../../../shared/api/types/bootstrap.js'

const bootstrap: Bootstrap = {
  settings: { buildName: 'standard', highside: false, restricted: false, version: '1', tileToken: '', thumbShards: 1, supportEmail: 'help@sightline.example', ctdUrl: '', redirectOrigins: [] },
  session: null,
  outcome: 'page',
  section: 'Connect The Dots',
}
Object.assign(globalThis, { document: { getElementById: (id: string) => (id === 'bootstrap' ? { textContent: JSON.stringify(bootstrap) } : null) } })
const { ConnectTheDots, CTD_NOT_SET_UP } = await import('../../../../entries/public/tools/ConnectTheDots.js')

t.test('with no CTD_URL, the page says it is not set up and draws no link', async (t) => {
  const html = renderToStaticMarkup(<ConnectTheDots />)
  t.match(html, /<h1[^>]*>Connect The Dots<\/h1>/)
  t.match(html, new RegExp(`role="status"[^>]*>${CTD_NOT_SET_UP.replace(/[().]/g, '\\$&')}`))
  t.notMatch(html, '<a ', 'no link to open')
})
