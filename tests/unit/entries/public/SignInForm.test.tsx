// The sign-in form as a screen reader meets it (spec-1 §2.4, §5): Email and Password, the Log in button
// disabled until both are given, the links, and the Login code field once the service asked for the code.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { SignInForm, LOGIN_CODE_SENT } from '../../../../entries/public/components/SignInForm.js'
import { createSessionStore, type SessionStore } from '../../../../shared/session/store.js'
import { fakeService, jsonReply } from '../../shared/fakeService.js'
import { memoryStorage } from '../../shared/memoryStorage.js'

const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]+)<\/label>/g)].map((m) => m[1])
const links = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`)

function render(offerRegister = true, store?: SessionStore): string {
  return renderToStaticMarkup(
    <Router ssrPath="/login" ssrSearch="">
      <SignInForm oauth={{}} offerRegister={offerRegister} onSignedIn={() => {}} store={store} />
    </Router>,
  )
}

/** A session store of the test's own, on a fake service, so that the page's store is never touched. */
function storeAnswering(body: unknown, status = 200) {
  const service = fakeService(() => jsonReply(body, status))
  return { ...service, store: createSessionStore({ api: service.api, storage: () => memoryStorage() }) }
}

t.test('the form asks for Email and Password, and Log in waits until both are given', async (t) => {
  const html = render()
  t.same(labels(html), ['Email', 'Password'])
  t.match(html, /<input[^>]*type="email"/)
  t.match(html, /<input[^>]*type="password"/)
  t.match(html, /<button(?=[^>]*type="submit")(?=[^>]*disabled="")[^>]*>Log in<\/button>/)
  t.notMatch(html, /role="alert"/)
})

t.test('the form links to Register and to the password reset', async (t) => {
  t.same(links(render()), ['Register /register', 'Forgot your password? /resetpassword'])
})

t.test('where registration is deactivated its link is left out', async (t) => {
  t.same(links(render(false)), ['Forgot your password? /resetpassword'])
})

t.test('once the service asks for the emailed code, a Login code field says it was emailed', async (t) => {
  const { store, calls } = storeAnswering({ success: true, mfaRequired: true })
  const outcome = await store.signIn({ username: 'mfa@demo.example', password: 'a long passphrase' }, { client_id: 'app1' })
  t.same(outcome, { kind: 'mfaRequired' })
  const sent = calls.map((call) => JSON.parse(call.body ?? 'null') as unknown)
  t.same(sent, [{ client_id: 'app1', username: 'mfa@demo.example', password: 'a long passphrase' }])

  const html = render(true, store)
  t.same(labels(html), ['Email', 'Password', 'Login code'])
  const codeInput = /<input[^>]*autoComplete="one-time-code"[^>]*>/.exec(html)?.[0] ?? ''
  const describedBy = /aria-describedby="([^"]+)"/.exec(codeInput)?.[1] ?? ''
  t.match(html, new RegExp(`id="${describedBy}"[^>]*>${LOGIN_CODE_SENT}<`))
})

t.test('an authentication error shows in the alert banner', async (t) => {
  const { store } = storeAnswering({ success: false, error: 'Incorrect email or password.' }, 400)
  const outcome = await store.signIn({ username: 'a@demo.example', password: 'wrong password here' })
  t.same(outcome, { kind: 'failed', error: 'Incorrect email or password.' })
  t.match(render(true, store), /<p[^>]*role="alert"[^>]*>Incorrect email or password\.<\/p>/)
})
