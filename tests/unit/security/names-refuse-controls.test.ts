// A name or text one user gives and others read (a licence's and an application's name, an application's
// description, a saved search's reference, a user's first and last name, a message to support, the names
// of a registration) is refused when it holds a NUL or other control character, a direction override or
// isolate, or a lone surrogate: each can only mislead its reader. The refusal names the field and nothing
// is stored; a description and a message keep their line breaks.

import t, { type Test } from 'tap'
import { harness, snapshot, type Browser, type Harness } from '../server/api/harness.js'
import { hasMisleadingCharacters, misleadingCharactersMessage } from '../../../shared/text/misleading-characters.js'

const ADMIN = 'root@hq.example'
const INVESTIGATOR = 'ines@police.example'
const CALLBACK = 'https://portal.agency.example/callback'

/** Each kind of character the rule refuses, inside an otherwise ordinary name. */
const MISLEADING: [string, string][] = [
  ['NUL', 'Kent\u0000 Police'],
  ['a C1 control', 'Kent\u009B Police'],
  ['a line break', 'Kent\nPolice'],
  ['a line separator', 'Kent\u2028Police'],
  ['a right-to-left override', 'Kent \u202Eecilop'],
  ['a left-to-right embedding', 'Kent \u202APolice'],
  ['a first-strong isolate', 'Kent \u2068Police\u2069'],
  ['a lone high surrogate', 'Kent \uD83D Police'],
  ['a lone low surrogate', 'Kent \uDE00 Police'],
]

t.test('the rule refuses controls, direction changes and lone surrogates, and keeps what people type', async (t) => {
  for (const [kind, text] of MISLEADING) t.ok(hasMisleadingCharacters(text), kind)
  for (const text of ['Kent Police', 'Zoë Ñúñez-O\'Brien', 'שלום', 'مرحبا', '東京都警察', 'Team 😀 🇬🇧', '']) {
    t.notOk(hasMisleadingCharacters(text), text)
  }
  t.ok(hasMisleadingCharacters('one\ntwo'), 'one line holds no line break')
  t.notOk(hasMisleadingCharacters('one\r\ntwo\tthree', { lines: true }), 'a text of several lines keeps its line breaks and tabs')
  for (const [kind, text] of MISLEADING.filter(([kind]) => kind !== 'a line break' && kind !== 'a line separator')) {
    t.ok(hasMisleadingCharacters(text, { lines: true }), `several lines: ${kind}`)
  }
  t.equal(misleadingCharactersMessage('The name'), 'The name may not contain control or direction-changing characters.')
})

interface Setup {
  h: Harness
  admin: Browser
  investigator: Browser
}

async function setup(t: Test): Promise<Setup> {
  const h = harness(t)
  await h.addUser({ email: ADMIN, isAdmin: true })
  await h.addUser({ email: INVESTIGATOR }, ['MetadataSearch'])
  const admin = h.browser()
  const investigator = h.browser()
  await admin.signIn(ADMIN)
  await investigator.signIn(INVESTIGATOR)
  return { h, admin, investigator }
}

/**
 * Every misleading value in the field is refused with its message (naming the field by `label`) and, where
 * the call names the field it refused, with `field` (issue 29); the database is as it was.
 */
async function refusesEach(
  t: Test,
  s: Setup,
  [label, field]: [string, string | null],
  send: (value: string) => ReturnType<Browser['call']>,
  skip: string[] = [],
) {
  const before = snapshot(s.h.db)
  const refusal = { success: false, error: misleadingCharactersMessage(label), ...(field === null ? {} : { field }) }
  for (const [kind, value] of MISLEADING.filter(([kind]) => !skip.includes(kind))) {
    const res = await send(value)
    t.same([res.statusCode, res.json()], [400, refusal], `${label}: ${kind}`)
  }
  t.equal(snapshot(s.h.db), before, `${label}: nothing stored`)
}

const application = (fields: Record<string, string>) => ({ name: 'Agency portal', description: 'Case linking', callbackURL: CALLBACK, ...fields })

t.test('a licence\'s name', async (t) => {
  const s = await setup(t)
  const licence = (name: string) => ({ name, maxSeats: 5, expiresAt: '2027-01-31' })
  await refusesEach(t, s, ['The name', 'name'], (name) => s.admin.call({ method: 'POST', url: '/v1/licences', payload: licence(name) }, ADMIN))
  t.equal((await s.admin.call({ method: 'POST', url: '/v1/licences', payload: licence('Kent Police') }, ADMIN)).statusCode, 200)
})

t.test('an application\'s name and description; a description keeps its line breaks', async (t) => {
  const s = await setup(t)
  // Controls in the name are told as before ("one line of text"); what passes that is refused by the rule.
  await refusesEach(t, s, ['The name', 'name'], (name) => s.admin.call({ method: 'POST', url: '/v1/applications', payload: application({ name }) }, ADMIN), [
    'NUL',
    'a C1 control',
    'a line break',
  ])
  await refusesEach(t, s, ['The description', 'description'], (description) => s.admin.call({ method: 'POST', url: '/v1/applications', payload: application({ description }) }, ADMIN), [
    'NUL',
    'a C1 control',
    'a line break',
    'a line separator',
  ])
  const made = await s.admin.call({ method: 'POST', url: '/v1/applications', payload: application({ description: 'Links cases.\nRuns nightly.\tOwned by the unit.' }) }, ADMIN)
  t.equal(made.statusCode, 200, made.body)
})

t.test('a licence\'s user by address: a direction change or lone surrogate is no valid address', async (t) => {
  const s = await setup(t)
  const licence = (await s.admin.call({ method: 'POST', url: '/v1/licences', payload: { name: 'Kent Police', maxSeats: 5, expiresAt: '2027-01-31' } }, ADMIN)).json().licence.id
  const add = (value: string) => s.admin.call({ method: 'POST', url: `/v1/licences/${licence}/entities`, payload: { type: 'Email', value } }, ADMIN)
  const before = snapshot(s.h.db)
  for (const value of ['moc.elpmaxe@\u202Eeve@kent.police.example', 'ev\u2066e@kent.police.example', 'ev\uD800e@kent.police.example']) {
    t.same([(await add(value)).statusCode, (await add(value)).json().error], [400, 'The value must be a valid email address, like name@example.org.'], JSON.stringify(value))
  }
  t.equal(snapshot(s.h.db), before)
  t.equal((await add('eve@kent.police.example')).statusCode, 200)
})

t.test('a saved search\'s reference', async (t) => {
  const s = await setup(t)
  const save = (reference: string) => s.investigator.call({ method: 'POST', url: '/v1/searches', payload: { reference, queryString: 'make=Canon' } }, INVESTIGATOR)
  await refusesEach(t, s, ['The reference', 'reference'], save)
  t.equal((await save('Canon cameras')).statusCode, 200)
})

t.test('a user\'s first and last name in their settings', async (t) => {
  const s = await setup(t)
  const settings = (payload: object) => s.investigator.call({ method: 'POST', url: '/v1/settings', payload }, INVESTIGATOR)
  await refusesEach(t, s, ['The first name', 'firstName'], (firstName) => settings({ firstName }))
  await refusesEach(t, s, ['The last name', 'lastName'], (lastName) => settings({ lastName }))
  t.equal((await settings({ firstName: 'Inès', lastName: 'Núñez' })).statusCode, 200)
})

t.test('a message to support keeps its lines and refuses the rest', async (t) => {
  const s = await setup(t)
  const send = (message: string) => s.investigator.call({ method: 'POST', url: '/v1/feedback', payload: { message } }, INVESTIGATOR)
  await refusesEach(t, s, ['The message', 'message'], send, ['a line break', 'a line separator'])
  t.equal(s.h.mail.length, 0, 'nothing was mailed')
  t.equal((await send('The map is slow.\nOn every page.')).statusCode, 200)
})

t.test('the names of a registration', async (t) => {
  const s = await setup(t)
  for (const [field, title] of [['firstName', 'The first name'], ['lastName', 'The last name'], ['organization', 'The organisation']] as const) {
    // Controls are told as before ("must be one line of text"); direction changes and surrogates by the rule.
    await refusesEach(t, s, [title, field], (value) => s.h.browser().call({ method: 'POST', url: '/v1/register', payload: { email: 'new@police.example', password: 'a long enough pass phrase', [field]: value } }, 'new@police.example'), [
      'NUL',
      'a C1 control',
      'a line break',
    ])
  }
})

t.test('a trial code holds only letters, digits, - and _', async (t) => {
  const s = await setup(t)
  const before = snapshot(s.h.db)
  for (const [kind, value] of MISLEADING) {
    const res = await s.admin.call({ method: 'POST', url: '/v1/trials', payload: { code: value.replace(/ /g, '') } }, ADMIN)
    t.equal(res.statusCode, 400, kind)
  }
  t.equal(snapshot(s.h.db), before)
})
