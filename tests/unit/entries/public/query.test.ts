// The public pages read their query as spec-1 §2.3 lists it: /login's redirect and OAuth-style parameters,
// /logout's three values, and the email links' email and code.

import t from 'tap'
import { readEmailLink, readLoginQuery, readLogoutQuery, readQueryValue } from '../../../../entries/public/query.js'

t.test('/login passes on exactly the six OAuth-style parameters and keeps the redirect apart', async (t) => {
  const query = readLoginQuery(
    '?client_id=app1&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&state=s1&scope=openid&code_challenge_method=S256&code_challenge=abc&redirect=%2Fsso%2Fx&username=evil',
  )
  t.same(query.oauth, {
    client_id: 'app1',
    redirect_uri: 'https://app.example/cb',
    state: 's1',
    scope: 'openid',
    code_challenge_method: 'S256',
    code_challenge: 'abc',
  })
  t.equal(query.redirect, '/sso/x')
})

t.test('/login without a query has no redirect and no OAuth-style parameters', async (t) => {
  t.same(readLoginQuery(''), { redirect: null, oauth: {} })
})

t.test('empty values count as absent', async (t) => {
  t.same(readLoginQuery('redirect=&client_id=%20&state=x'), { redirect: null, oauth: { state: 'x' } })
})

t.test('/logout reads redirect, id_token_hint and post_logout_redirect_uri', async (t) => {
  t.same(readLogoutQuery('?redirect=%2Fsearch%3Fpage%3D2&id_token_hint=tok&post_logout_redirect_uri=https%3A%2F%2Fapp.example%2Fbye'), {
    redirect: '/search?page=2',
    idTokenHint: 'tok',
    postLogoutRedirectUri: 'https://app.example/bye',
  })
  t.same(readLogoutQuery(''), { redirect: null })
})

t.test('an emailed link gives its email and code, trimmed; a missing one is empty', async (t) => {
  t.same(readEmailLink('?email=ada%40police.example&code=%20123456%20'), { email: 'ada@police.example', code: '123456' })
  t.same(readEmailLink('?email=ada%40police.example'), { email: 'ada@police.example', code: '' })
  // A + in a query is a space to URLSearchParams; an address with + must come percent-encoded.
  t.equal(readEmailLink('?email=ada%2Bcase%40police.example&code=1').email, 'ada+case@police.example')
})

t.test('a single value such as the trial code is read by name', async (t) => {
  t.equal(readQueryValue('?code=TRIAL-42', 'code'), 'TRIAL-42')
  t.equal(readQueryValue('?other=1', 'code'), '')
})
