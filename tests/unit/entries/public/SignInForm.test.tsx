// The sign-in form as a screen reader meets it (spec-1 §2.4, §5): Email and Password, the Log in button
// disabled until both are given, the links, and the Login code field once the service asked for the code.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { SignInForm, LOGIN_CODE_SENT } from '../../../../entries/public/components/SignInForm.js'
import { sessionStore } from '../../../../shared/session/store.js'

const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]+)<\/label>/g)].map((m) => m[1])
const links = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`)

function render(offerRegister = true): string {
  return renderToStaticMarkup(
    <Router ssrPath="/login" ssrSearch="">
      <SignInForm oauth={{}} offerRegister={offerRegister} onSignedIn={() => {}} />
    </Router>,
  )
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
  const realFetch = globalThis.fetch
  const sent: unknown[] = []
  globalThis.fetch = async (_input: string | URL | Request, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)))
    return new Response(JSON.stringify({ success: true, mfaRequired: true }), { status: 200, headers: { 'content-type': 'application/json' } })
  }
  t.teardown(() => {
    globalThis.fetch = realFetch
    sessionStore.cancelMfa()
  })
  const outcome = await sessionStore.signIn({ username: 'mfa@demo.example', password: 'a long passphrase' }, { client_id: 'app1' })
  t.same(outcome, { kind: 'mfaRequired' })
  t.same(sent, [{ client_id: 'app1', username: 'mfa@demo.example', password: 'a long passphrase' }])

  const html = render()
  t.same(labels(html), ['Email', 'Password', 'Login code'])
  const codeInput = /<input[^>]*autoComplete="one-time-code"[^>]*>/.exec(html)?.[0] ?? ''
  const describedBy = /aria-describedby="([^"]+)"/.exec(codeInput)?.[1] ?? ''
  t.match(html, new RegExp(`id="${describedBy}"[^>]*>${LOGIN_CODE_SENT}<`))
})

t.test('an authentication error shows in the alert banner', async (t) => {
  const realFetch = globalThis.fetch
  globalThis.fetch = async () =>
    new Response(JSON.stringify({ success: false, error: 'Incorrect email or password.' }), { status: 400, headers: { 'content-type': 'application/json' } })
  t.teardown(() => {
    globalThis.fetch = realFetch
    sessionStore.clearAuthenticationError()
  })
  const outcome = await sessionStore.signIn({ username: 'a@demo.example', password: 'wrong password here' })
  t.same(outcome, { kind: 'failed', error: 'Incorrect email or password.' })
  t.match(render(), /<p[^>]*role="alert"[^>]*>Incorrect email or password\.<\/p>/)
})
