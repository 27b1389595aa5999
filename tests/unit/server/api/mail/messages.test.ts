// The registration and reset emails: addressed to the right person, with links on lines of their own that
// carry the address and code intact, whatever characters they hold.

import t from 'tap'
import {
  alreadyRegisteredMessage,
  passwordChangedMessage,
  passwordResetMessage,
  verificationMessage,
} from '../../../../../server/api/mail/messages.js'

const SITE = { publicUrl: 'https://sightline.example.org', supportEmail: 'help@sightline.example.org' }

/** Every line of the text that is a link to the product. */
const links = (text: string) => text.split('\n').filter((line) => line.startsWith('https://'))

t.test('the verification link carries the address and code, even with characters URLs reserve', async (t) => {
  const email = "o'brien+cases&more=1@police.example"
  const code = 'ab-_cd+/=?#&'
  const message = verificationMessage(SITE, email, code)
  t.equal(message.to, email)
  t.equal(message.subject, 'Verify your Sightline email address')
  const [link] = links(message.text)
  const url = new URL(link as string)
  t.equal(url.origin + url.pathname, 'https://sightline.example.org/verify')
  t.equal(url.searchParams.get('email'), email)
  t.equal(url.searchParams.get('code'), code)
  t.match(message.text, /within 24 hours/)
  t.match(message.text, /If you did not register, ignore this message/)
  t.match(message.text, 'help@sightline.example.org')
})

t.test('the reset link goes to /choosepassword with the address and code', async (t) => {
  const message = passwordResetMessage(SITE, 'ada@police.example', 'c0de')
  t.equal(message.to, 'ada@police.example')
  t.equal(message.subject, 'Reset your Sightline password')
  t.same(links(message.text), ['https://sightline.example.org/choosepassword?email=ada%40police.example&code=c0de'])
  t.match(message.text, /within 1 hour/)
})

t.test('the notice to an address that has an account points to sign-in and reset, and carries no code', async (t) => {
  const message = alreadyRegisteredMessage(SITE, 'ada@police.example')
  t.equal(message.to, 'ada@police.example')
  t.match(message.subject, /tried to register/)
  t.same(links(message.text), ['https://sightline.example.org/login', 'https://sightline.example.org/resetpassword'])
  t.match(message.text, /If it was you, sign in/)
  t.match(message.text, /forgotten your password/)
})

t.test('the password-changed notice says every browser was signed out and where to act if it was not them', async (t) => {
  const message = passwordChangedMessage(SITE, 'ada@police.example')
  t.equal(message.to, 'ada@police.example')
  t.equal(message.subject, 'Your Sightline password was changed')
  t.match(message.text, /signed out/)
  t.same(links(message.text), ['https://sightline.example.org/resetpassword'])
  t.match(message.text, 'help@sightline.example.org')
})

t.test('every message is plain text ending in a line break', async (t) => {
  for (const message of [
    verificationMessage(SITE, 'a@b.example', 'c'),
    passwordResetMessage(SITE, 'a@b.example', 'c'),
    alreadyRegisteredMessage(SITE, 'a@b.example'),
    passwordChangedMessage(SITE, 'a@b.example'),
  ]) {
    t.ok(message.text.endsWith('\n'), message.subject)
    t.notMatch(message.text, /<[a-z]/i, `${message.subject}: no markup`)
  }
})
