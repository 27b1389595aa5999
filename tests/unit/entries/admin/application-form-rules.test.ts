// The application form's rules (spec-3 §5 "Create application"): name, description and callback URL
// required; the post-logout redirect URI optional; addresses https, or http to the creator's own machine,
// with no fragment or credentials.

import t from 'tap'
import {
  addressProblem,
  applicationProblems,
  applicationRequestOf,
  CALLBACK_REQUIRED,
  DESCRIPTION_REQUIRED,
  draftOf,
  emptyApplicationDraft,
  NAME_REQUIRED,
  tooLong,
  type ApplicationDraft,
} from '../../../../entries/admin/applications/applicationFormRules.js'
import type { Application } from '../../../../shared/api/types/applications.js'

const good: ApplicationDraft = { name: 'Case tool', description: 'Links cases.', callbackURL: 'https://tool.example/callback', postLogoutRedirectUri: '' }

t.test('an empty form names the three required fields, not the optional one', async (t) => {
  t.same(applicationProblems(emptyApplicationDraft()), { name: NAME_REQUIRED, description: DESCRIPTION_REQUIRED, callbackURL: CALLBACK_REQUIRED })
  t.same(applicationProblems({ ...good, name: '   ' }), { name: NAME_REQUIRED }, 'spaces are not a name')
})

t.test('a complete form is sent trimmed, with no post-logout address as null', async (t) => {
  t.same(applicationProblems(good), {})
  t.same(applicationRequestOf({ ...good, name: ' Case tool ', postLogoutRedirectUri: '  ' }), {
    name: 'Case tool',
    description: 'Links cases.',
    callbackURL: 'https://tool.example/callback',
    postLogoutRedirectUri: null,
  })
  t.equal(applicationRequestOf({ ...good, postLogoutRedirectUri: ' https://tool.example/out ' }).postLogoutRedirectUri, 'https://tool.example/out')
})

t.test('addresses: https anywhere, plain http only to a loopback host', async (t) => {
  for (const address of ['https://tool.example/cb', 'https://tool.example:8443/cb?x=1', 'http://127.0.0.1:9000/cb', 'http://localhost/cb', 'http://[::1]:8080/cb']) {
    t.equal(addressProblem(address), null, address)
  }
  t.match(addressProblem('http://tool.example/cb'), /https/)
  t.match(addressProblem('ftp://tool.example/cb'), /https/)
  t.match(addressProblem('tool.example/cb'), /full address/)
  t.match(addressProblem('https:tool.example'), /full address/, 'the URL parser would forgive the missing //')
  t.match(addressProblem('https://tool.example/cb#done'), /fragment/)
  t.match(addressProblem('https://me:pw@tool.example/cb'), /user name or password/)
  t.match(addressProblem('https://tool.example/c b'), /spaces/)
  t.match(addressProblem('https:\\\\tool.example'), /backslashes/)
})

t.test('the optional address is checked only when given, and every field has its length', async (t) => {
  t.match(applicationProblems({ ...good, postLogoutRedirectUri: 'http://tool.example/out' }).postLogoutRedirectUri, /https/)
  t.equal(applicationProblems({ ...good, name: 'x'.repeat(101) }).name, tooLong(100))
  t.equal(applicationProblems({ ...good, description: 'x'.repeat(1001) }).description, tooLong(1000))
  t.equal(applicationProblems({ ...good, callbackURL: `https://tool.example/${'x'.repeat(2048)}` }).callbackURL, tooLong(2048))
})

t.test('editing starts from the application, with no post-logout address as empty', async (t) => {
  const application = {
    id: 3,
    version: 1,
    name: 'Case tool',
    description: 'Links cases.',
    callbackURL: 'https://tool.example/callback',
    postLogoutRedirectUri: null,
    clientId: 'abc',
    creator: null,
    createdDate: '2031-01-01T00:00:00.000Z',
    approvedBy: null,
    state: 'pending',
  } satisfies Application
  t.same(draftOf(application), good)
})
