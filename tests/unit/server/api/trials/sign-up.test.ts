// Signing up with a trial's code (POST /v1/trial, spec-3 "User trials") as the global administrator
// created it through POST /v1/trials: the code opens only from the first moment of its valid-from day to
// the last of its valid-until day, and the verified address gets the trial's roles for trialMonths.

import t from 'tap'
import type { MailMessage } from '../../../../../server/api/mail/mailer.js'
import { INVALID_TRIAL_CODE } from '../../../../../server/api/accounts/registration.js'
import { licenceRolesFor } from '../../../../../server/api/store/licences.js'
import { TRIAL_ROLES } from '../../../../../server/api/store/trials.js'
import { PASSWORD, PUBLIC_URL, assertAudited, onEachEngine } from '../harness.js'
import { ADMIN, callers } from './callers.js'

const DAY = 24 * 60 * 60 * 1000
const OPENS = Date.UTC(2026, 2, 10)
const CLOSES = Date.UTC(2026, 2, 12) + DAY - 1

/** The email and code of the verification link in a message. */
function verifyLink(message: MailMessage | undefined) {
  const found = message?.text.match(new RegExp(`^${PUBLIC_URL}/verify\\?\\S+$`, 'm'))
  if (!found) throw new Error(`no verification link in ${JSON.stringify(message)}`)
  const url = new URL(found[0])
  return { email: url.searchParams.get('email') ?? '', code: url.searchParams.get('code') ?? '' }
}

onEachEngine(t, 'a trial code opens for sign-up only inside its window, valid-until day included', async (t, engine) => {
  const c = await callers(t, engine)
  const trial = (await c.admin.call('POST', '/v1/trials', { code: 'MARCH26', codeValidFrom: '2026-03-10', codeValidUntil: '2026-03-12', trialMonths: 3 })).json().trial
  const signUp = (email: string) => c.h.browser().call({ method: 'POST', url: '/v1/trial', payload: { email, password: PASSWORD, code: 'MARCH26' } }, email)
  const attempts: [string, number, boolean][] = [
    ['the last moment before it opens', OPENS - 1, false],
    ['its first moment', OPENS, true],
    ['the last moment of its last day', CLOSES, true],
    ['the day after', CLOSES + 1, false],
  ]
  for (const [name, at, opens] of attempts) {
    c.h.clock.now = at
    const res = await signUp(`user${at}@police.example`)
    t.same(res.json(), opens ? { success: true, result: 'REGISTERED' } : { success: false, error: INVALID_TRIAL_CODE, field: 'code' }, name)
  }
  const admin = await c.signIn(ADMIN)
  const users = (await admin.call('GET', `/v1/trials/${trial.id}/users`)).json().users
  t.same(users.map((u: { email: string }) => u.email), [`user${CLOSES}@police.example`, `user${OPENS}@police.example`], 'the latest first')
  await assertAudited(t, c.h)
})

onEachEngine(t, 'a verified trial user holds the trial roles for trialMonths from verification, and not after', async (t, engine) => {
  const c = await callers(t, engine)
  const trial = (await c.admin.call('POST', '/v1/trials', { code: 'MARCH26', codeValidFrom: '2026-03-01', codeValidUntil: '2026-03-31', trialMonths: 3 })).json().trial
  const email = 'dora@police.example'
  const visitor = c.h.browser()
  // Signed up and verified on the last day of the window, at the end of a month: the trial runs three
  // calendar months from verification.
  c.h.clock.now = Date.UTC(2026, 2, 31, 14)
  await visitor.call({ method: 'POST', url: '/v1/trial', payload: { email, password: PASSWORD, code: 'MARCH26' } }, email)
  t.same(await licenceRolesFor(c.h.store, email, c.h.clock.now), {}, 'nothing before the address is verified')

  c.h.clock.now = Date.UTC(2026, 2, 31, 15)
  const verified = await visitor.call({ method: 'POST', url: '/v1/register/verify', payload: verifyLink(c.h.mail[0]) }, email)
  t.match(verified.json(), { success: true, result: 'VERIFIED' })
  const ends = Date.UTC(2026, 5, 30, 15)
  t.same(Object.values(await licenceRolesFor(c.h.store, email, c.h.clock.now)), [TRIAL_ROLES])
  t.same(Object.values(await licenceRolesFor(c.h.store, email, ends - 1)), [TRIAL_ROLES], 'until its last moment')
  t.same(await licenceRolesFor(c.h.store, email, ends), {}, 'and not after')
  const admin = await c.signIn(ADMIN)
  const users = (await admin.call('GET', `/v1/trials/${trial.id}/users`)).json().users
  t.same(users, [
    {
      email,
      registrationDate: '2026-03-31T14:00:00.000Z',
      verificationDate: '2026-03-31T15:00:00.000Z',
      accountExpiryDate: '2026-06-30T15:00:00.000Z',
    },
  ])
  await assertAudited(t, c.h)
})
