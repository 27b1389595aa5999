// The redirect-address rule the application form and the service both keep (spec-3 §5, SECURITY.md
// "Redirects"): https anywhere, plain http only to the creator's own machine, no fragment, no credentials,
// and nothing the URL parser would quietly drop or rewrite.

import t from 'tap'
import { redirectAddressProblem } from '../../../../shared/accounts/redirectAddress.js'

t.test('https anywhere and plain http to a loopback host can be sent to', async (t) => {
  for (const address of ['https://tool.example/cb', 'https://tool.example:8443/cb?x=1', 'http://127.0.0.1:9000/cb', 'http://localhost/cb', 'http://[::1]:8080/cb']) {
    t.equal(redirectAddressProblem(address), null, address)
  }
})

t.test('plain http elsewhere, or another scheme, is not secure', async (t) => {
  for (const address of ['http://tool.example/cb', 'http://127.0.0.2/cb', 'http://localhost.evil.example/cb', 'ftp://tool.example/cb', 'myapp://callback']) {
    t.equal(redirectAddressProblem(address), 'insecure', address)
  }
})

t.test('an address without its scheme and // is not a full one, even where the URL parser would forgive it', async (t) => {
  for (const address of ['tool.example/cb', '/callback', '//evil.example', 'https:tool.example', 'javascript:alert(1)', 'https:///cb']) {
    t.equal(redirectAddressProblem(address), 'incomplete', address)
  }
})

t.test('spaces, control characters and backslashes are refused before the address is read', async (t) => {
  for (const address of ['https://tool.example/c b', 'https://tool.exa\tmple/cb', 'https://tool.example/cb\n', 'https:\\\\tool.example', 'https://tool.example\\@evil.example/cb']) {
    t.equal(redirectAddressProblem(address), 'characters', JSON.stringify(address))
  }
})

t.test('a fragment, even an empty one, would hide the sign-in code from the application', async (t) => {
  t.equal(redirectAddressProblem('https://tool.example/cb#done'), 'fragment')
  t.equal(redirectAddressProblem('https://tool.example/cb#'), 'fragment')
})

t.test('a user name or password, even an empty one, is refused', async (t) => {
  t.equal(redirectAddressProblem('https://me:pw@tool.example/cb'), 'credentials')
  t.equal(redirectAddressProblem('https://@tool.example/cb'), 'credentials')
})
