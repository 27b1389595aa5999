// Passwords are stored as salted scrypt hashes; tokens are random and stored as sha256.

import t from 'tap'
import { hashPassword, hashToken, randomToken, verifyPassword } from '../../../../../server/api/store/passwords.js'

t.test('a hashed password verifies with the same password', async (t) => {
  const stored = await hashPassword('correct horse battery staple')
  t.equal(await verifyPassword('correct horse battery staple', stored), true)
})

t.test('a wrong password is refused', async (t) => {
  const stored = await hashPassword('correct horse battery staple')
  t.equal(await verifyPassword('correct horse battery stapl', stored), false)
  t.equal(await verifyPassword('', stored), false)
})

t.test('the hash never contains the password and is stored as scrypt$N$r$p$salt$hash', async (t) => {
  const stored = await hashPassword('hunter2hunter2')
  t.not(stored, 'hunter2hunter2')
  t.notMatch(stored, /hunter2/)
  t.match(stored, /^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/)
})

t.test('the same password hashes differently each time (random salt)', async (t) => {
  const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')])
  t.not(a, b)
  t.equal(await verifyPassword('same password', a), true)
  t.equal(await verifyPassword('same password', b), true)
})

t.test('a malformed or tampered stored hash matches nothing', async (t) => {
  const stored = await hashPassword('pw')
  const parts = stored.split('$')
  t.equal(await verifyPassword('pw', 'pw'), false)
  t.equal(await verifyPassword('pw', ''), false)
  t.equal(await verifyPassword('pw', ['bcrypt', ...parts.slice(1)].join('$')), false)
  t.equal(await verifyPassword('pw', [...parts.slice(0, 5), Buffer.alloc(64).toString('base64')].join('$')), false)
  t.equal(await verifyPassword('pw', ['scrypt', String(2 ** 30), ...parts.slice(2)].join('$')), false, 'cost too high')
})

t.test('random tokens are unique, url-safe and of the asked size', async (t) => {
  const a = randomToken(32)
  t.not(a, randomToken(32))
  t.match(a, /^[A-Za-z0-9_-]{43}$/)
  t.equal(Buffer.from(randomToken(16), 'base64url').length, 16)
})

t.test('a token hash is sha256 hex, stable, and not the token', async (t) => {
  const token = randomToken()
  t.match(hashToken(token), /^[0-9a-f]{64}$/)
  t.equal(hashToken(token), hashToken(token))
  t.not(hashToken(token), token)
  t.equal(hashToken('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
})
