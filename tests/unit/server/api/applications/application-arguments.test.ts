// The operator's `applications.mjs create` arguments: an application's fields, or one line that names the
// option and what is wrong with it (RFC 6749 §3.1.2, RFC 8252 §7.3 for the addresses).

import t from 'tap'
import { addressProblem, parseApplicationArguments, USAGE } from '../../../../../server/api/applications/application-arguments.js'

const create = (...rest: string[]) => parseApplicationArguments(['create', '--name', 'Agency portal', ...rest])

t.test('a name and an https callback make an application; the post-logout address is optional', async (t) => {
  t.same(create('--callback-url', 'https://portal.agency.example/cb'), {
    ok: true,
    fields: { name: 'Agency portal', description: '', callbackUrl: 'https://portal.agency.example/cb', postLogoutRedirectUri: null },
    dataDir: undefined,
  })
  const full = create(
    '--callback-url', 'http://127.0.0.1:8123/callback',
    '--post-logout-redirect-uri', 'https://portal.agency.example/bye',
    '--description', ' Case tool ',
    '--data-dir', '/data',
  )
  t.match(full, { ok: true, fields: { callbackUrl: 'http://127.0.0.1:8123/callback', postLogoutRedirectUri: 'https://portal.agency.example/bye', description: 'Case tool' }, dataDir: '/data' })
})

t.test('an address that could leak the code or mislead is refused with one line naming the option', async (t) => {
  for (const [url, problem] of [
    ['http://portal.agency.example/cb', /must be an https address/],
    ['ftp://portal.agency.example/cb', /must be an https address/],
    ['javascript:alert(1)', /must be a full address/],
    ['/callback', /must be a full address/],
    ['https://portal.agency.example/cb#frag', /fragment/],
    ['https://user:pw@portal.agency.example/cb', /user name or password/],
    ['https://portal.agency.example/c b', /spaces/],
    ['https://portal.agency.example\\cb', /backslashes/],
    [`https://portal.agency.example/${'a'.repeat(2100)}`, /longer than/],
  ] as const) {
    const parsed = create('--callback-url', url)
    t.equal(parsed.ok, false, url)
    if (!parsed.ok) {
      t.match(parsed.message, /^--callback-url /)
      t.match(parsed.message, problem)
      t.notMatch(parsed.message, /\n/, 'one line')
    }
  }
  const signedOut = create('--callback-url', 'https://a.example/cb', '--post-logout-redirect-uri', 'http://evil.example/')
  t.match(signedOut, { ok: false, message: /^--post-logout-redirect-uri must be an https address/ })
})

t.test('the loopback addresses of a desktop tool may be http', async (t) => {
  for (const url of ['http://127.0.0.1:53682/cb', 'http://[::1]:53682/cb', 'http://localhost/cb']) t.equal(addressProblem(url), null, url)
  t.match(addressProblem('http://127.0.0.2/cb'), /must be an https address/)
})

t.test('a missing name or callback, another command or an unknown option gives the usage', async (t) => {
  t.match(parseApplicationArguments(['create', '--callback-url', 'https://a.example/cb']), { ok: false, message: /^--name is required/ })
  t.match(parseApplicationArguments(['create', '--name', ' ']), { ok: false, message: /^--name is required/ })
  t.match(parseApplicationArguments(['create', '--name', 'two\nlines']), { ok: false, message: /^--name is required: one line/ })
  t.match(create(), { ok: false, message: /^--callback-url is required/ })
  t.same(parseApplicationArguments([]), { ok: false, message: USAGE })
  t.same(parseApplicationArguments(['delete', '--name', 'x']), { ok: false, message: USAGE })
  t.match(parseApplicationArguments(['create', '--nme', 'x']), { ok: false, message: /^Unknown option '--nme'; usage:/ })
})
