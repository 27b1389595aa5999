// The demo's audit history (spec-3 §3 "Audit entry"): weeks of calls by the demo licences' users, drawn from
// a seed, so that on a first start the usage figures (counted from the audit log, server/api/usage/) and the
// audit screen have something to show. Each call is an action of shared/audit/actions.ts under its own api,
// carrying the requesting-app value its client sends (usage/channels.ts maps it to a channel); a few fail,
// with the message the service gives for that failure.

import { auditAction } from '../../../shared/audit/actions.js'
import { PERMISSION_DENIED } from '../../../shared/api/types/reply.js'
import { filterErrorMessage, filtersFromQuery } from '../../../shared/search/filters.js'
import { INCORRECT_CREDENTIALS } from '../accounts/sign-in.js'
import type { NewAuditRecord } from '../store/audit.js'
import { Random } from './random.js'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../shared/format/durations.js'

export const HISTORY_WEEKS = 26
const WEEK_MS = 7 * DAY_MS

/** How a person's client reaches the service: the requesting-app value it sends, and how a session opens. */
export interface Channel {
  requestingApp: string | null
  /**
   * The website signs in with a password; an application's user signs in on the website for it and the
   * application then takes a token (logged under its client id); plugins and scripts use an API key.
   */
  signIn: 'password' | 'application' | null
}

export const WEBSITE: Channel = { requestingApp: 'lowside', signIn: 'password' }
export const HIGH_SECURITY_WEBSITE: Channel = { requestingApp: 'highside', signIn: 'password' }
export const GRIFFEYE_CS: Channel = { requestingApp: 'griffeye-cs', signIn: null }
export const GRIFFEYE_DI: Channel = { requestingApp: 'Griffeye DI', signIn: null }
export const API_KEY_SCRIPT: Channel = { requestingApp: null, signIn: null }
export const applicationChannel = (clientId: string): Channel => ({ requestingApp: clientId, signIn: 'application' })

/** What a session is spent on. */
export type Work =
  | 'search'
  | 'cameraId'
  | 'bigSearch'
  | 'uniformSearch'
  | 'uniformContribution'
  | 'licenceAdmin'
  | 'globalAdmin'
  | 'appCreator'
  /** Signs in and looks around: an account whose roles open no calls of their own. */
  | 'signInOnly'

export interface HistoryPerson {
  email: string
  /** One is picked for each session. */
  work: readonly Work[]
  /** The channels of their sessions, each with its weight. */
  channels: readonly (readonly [Channel, number])[]
  /** The chance of a session on a working day; weekends are quieter. */
  activity: number
  /** Gives a justification for their use (spec-1 §4.4), which the website then sends with every call. */
  justifies?: boolean
  /** No calls before or from these moments (ms): an account opened, a licence expired. */
  from?: number
  until?: number
  /** The licence their administration calls concern. */
  licenceId?: number
  /** Has a session in the half hour before now, so that today, this month and this year have a call. */
  busyNow?: boolean
}

/** One call before it is placed in time; the api comes from the action. */
interface Call {
  action: string
  details?: string | null
  /** The error of a call that failed. */
  fails?: string
  /** Sent from another client than the session's (an application's user signs in on the website). */
  requestingApp?: string | null
  /** Sent before the user gave a justification. */
  unjustified?: boolean
}

const SEARCH_FILTERS: readonly (readonly [string, string])[] = [
  ['make', 'Canon'],
  ['make', 'NIKON'],
  ['make', 'Apple'],
  ['model', 'Canon EOS 5D Mark III'],
  ['model', 'iPhone 12'],
  ['model', 'COOLPIX P6000'],
  ['serialNumber', '063190680357'],
  ['serialNumber', '4087553'],
  ['lensSerialNumber', '0000512884'],
  ['username', 'rosa_fox'],
  ['username', 'urbanretro8249'],
  ['domain', 'flickr.com'],
  ['domain', 'imgur.com'],
  ['dateTimeOriginal', '>2019-06-01'],
  ['dateTimeOriginal', '2021-08-14'],
  ['exifSoftware', 'Adobe Photoshop Lightroom'],
  ['ownerName', '"J Harper"'],
  ['all', 'holiday beach'],
  ['exists', 'location'],
]
/** Values a hurried user types into a date, size or number filter: the service refuses them. */
const BAD_FILTERS: readonly (readonly [string, string])[] = [
  ['dateTimeOriginal', 'last week'],
  ['filesize', 'big'],
  ['longestEdge', 'wide'],
]
const PLACES = ['Leeds', 'Bristol', 'Manchester', 'Rotterdam', 'Valencia', 'Kraków', 'Porto', 'Glasgow']
const PURPOSES = [
  'locating the original upload',
  'tracing the camera behind a series',
  'identifying where a picture was taken',
  'linking two accounts to one device',
  'victim identification',
]
const OPERATIONS = ['Larch', 'Kestrel', 'Harbour', 'Juniper', 'Meridian', 'Foxglove']

function searchQuery(random: Random): string {
  const pairs = [random.pick(SEARCH_FILTERS)]
  if (random.chance(0.4)) pairs.push(random.pick(SEARCH_FILTERS))
  return new URLSearchParams(pairs.map(([name, value]) => [name, value])).toString()
}

/** A search the service refuses, with the message it gives (server/api/search/request.ts). */
function refusedSearch(random: Random): Call {
  const query = new URLSearchParams([[...random.pick(BAD_FILTERS)]])
  const error = filtersFromQuery(query).errors[0]
  if (!error) throw new Error(`the refused demo search ${query} is accepted`)
  return { action: 'search', details: query.toString(), fails: filterErrorMessage(error) }
}

/** A PhotoDNA hash as the similar search's path holds it, clipped as the audit log clips details. */
function photoDnaText(random: Random): string {
  const text = Array.from({ length: 144 }, () => random.int(0, 255)).join(',')
  return `${text.slice(0, 499)}…`
}

function searchWork(random: Random): Call[] {
  const calls: Call[] = random.chance(0.3) ? [{ action: 'saved-searches' }] : []
  for (let i = random.int(1, 5); i > 0; i--) {
    if (random.chance(0.03)) {
      calls.push(refusedSearch(random))
      continue
    }
    const query = searchQuery(random)
    calls.push({ action: 'search', details: query })
    for (let views = random.int(0, 3); views > 0; views--) calls.push({ action: 'sighting', details: random.hex(32) })
    if (random.chance(0.12)) calls.push({ action: 'similar', details: photoDnaText(random) })
    if (random.chance(0.08)) calls.push({ action: 'place-search', details: random.pick(PLACES) })
    if (random.chance(0.06)) calls.push({ action: 'save-search', details: `${random.pick(OPERATIONS)} ${random.int(1, 40)}: ${query}` })
  }
  if (random.chance(0.1)) calls.push({ action: 'saved-search-viewed', details: String(random.int(1, 60)) })
  return calls
}

const repeat = (times: number, call: () => Call): Call[] => Array.from({ length: times }, call)

const WORK: Readonly<Record<Work, (random: Random, person: HistoryPerson) => Call[]>> = {
  search: searchWork,
  cameraId: (random) => [
    { action: 'camid-queries' },
    ...repeat(random.int(1, 3), () => ({ action: 'camid-query' })),
    ...repeat(random.int(0, 2), () => ({ action: 'camid-result' })),
  ],
  bigSearch: (random) => [
    { action: 'bigsearch-jobs' },
    ...repeat(random.int(0, 2), () => ({ action: 'bigsearch-upload' })),
    ...repeat(random.int(1, 3), () => ({ action: 'bigsearch-leads' })),
    ...(random.chance(0.2) ? [{ action: 'bigsearch-export' }] : []),
  ],
  uniformSearch: (random) => [
    ...repeat(random.int(1, 4), () => ({ action: 'uniform-search' })),
    ...repeat(random.int(0, 3), () => ({ action: 'uniform-school' })),
    ...repeat(random.int(0, 2), () => ({ action: 'uniform-image' })),
  ],
  uniformContribution: (random) => [
    { action: 'uniform-search' },
    { action: 'uniform-school' },
    ...(random.chance(0.5) ? [{ action: 'uniform-upload' }] : [{ action: 'uniform-contribution' }]),
  ],
  licenceAdmin: (random, person) => {
    const note = `licence ${person.licenceId ?? 1}`
    return [
      { action: 'licences' },
      { action: 'licence', details: note },
      { action: 'licence-entities', details: note },
      ...(random.chance(0.6) ? [{ action: 'licence-usage', details: `${note}: yearToDate` }] : []),
      ...(random.chance(0.5) ? [{ action: 'licence-audit-options', details: note }, { action: 'licence-audit', details: `${note}: page 1` }] : []),
    ]
  },
  globalAdmin: (random) => [
    { action: 'licences' },
    ...(random.chance(0.5) ? [{ action: 'licence-usage-all', details: 'all users' }] : []),
    ...(random.chance(0.4) ? [{ action: 'trials' }] : []),
    ...(random.chance(0.4) ? [{ action: 'applications' }] : []),
    ...(random.chance(0.3) ? [{ action: 'licence', details: `licence ${random.int(1, 4)}` }] : []),
  ],
  appCreator: (random) => [{ action: 'applications' }, ...(random.chance(0.2) ? [{ action: 'api-key-read' }] : [])],
  // Now and then they try a search, which their roles do not open.
  signInOnly: (random) => (random.chance(0.2) ? [{ action: 'search', details: searchQuery(random), fails: PERMISSION_DENIED }] : []),
}

function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0)
  let point = random.next() * total
  for (const [choice, weight] of choices) {
    point -= weight
    if (point < 0) return choice
  }
  const last = choices[choices.length - 1]
  if (!last) throw new Error('no channel to choose from')
  return last[0]
}

function caseReference(random: Random): string {
  return `Op ${random.pick(OPERATIONS)}, case ${random.int(21, 25)}/${random.digits(4)}: ${random.pick(PURPOSES)}`
}

/** The calls of one session, each a few seconds to minutes after the one before. */
function session(random: Random, person: HistoryPerson, start: number): NewAuditRecord[] {
  const channel = weighted(random, person.channels)
  const justification = person.justifies && channel.signIn === 'password' ? caseReference(random) : null
  const calls: Call[] = []
  if (channel.signIn !== null) {
    const website = channel.signIn === 'password' ? channel.requestingApp : WEBSITE.requestingApp
    if (random.chance(0.04)) calls.push({ action: 'login', fails: INCORRECT_CREDENTIALS, requestingApp: website, unjustified: true })
    if (channel.signIn === 'password') calls.push({ action: 'login', unjustified: true }, { action: 'session-check', unjustified: true })
    else calls.push({ action: 'login', details: `client ${channel.requestingApp}`, requestingApp: website }, { action: 'oauth-token', details: `client ${channel.requestingApp}; token issued` })
  }
  calls.push(...WORK[random.pick(person.work)](random, person))
  if (channel.signIn === 'password' && random.chance(0.4)) calls.push({ action: 'logout' })
  let at = start
  return calls.map((call) => {
    at += random.int(3_000, 4 * MINUTE_MS)
    const known = auditAction(call.action)
    if (!known) throw new Error(`the demo history names an action no route writes: ${call.action}`)
    return {
      at,
      userEmail: person.email,
      requestingApp: call.requestingApp === undefined ? channel.requestingApp : call.requestingApp,
      api: known.api,
      action: call.action,
      justification: call.unjustified ? null : justification,
      details: call.details ?? null,
      success: call.fails === undefined,
      error: call.fails ?? null,
    }
  })
}

const dayStartOf = (at: number) => Math.floor(at / DAY_MS) * DAY_MS

/** One person's sessions from the first day of the history to now: busier on working days and as weeks go by. */
function personHistory(random: Random, person: HistoryPerson, now: number): NewAuditRecord[] {
  const first = dayStartOf(now) - HISTORY_WEEKS * WEEK_MS
  const from = Math.max(first, person.from ?? first)
  const until = Math.min(now, person.until ?? now)
  // A week or two away, as people are.
  const away = new Set([random.int(0, HISTORY_WEEKS), random.int(0, HISTORY_WEEKS)])
  const entries: NewAuditRecord[] = []
  for (let day = first; day <= now; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay()
    const growth = 0.7 + (0.6 * (day - first)) / (now - first)
    const chance = person.activity * growth * (weekday === 0 || weekday === 6 ? 0.1 : 1)
    // Drawn for every day, used or not, so that a week away or a later start leaves the other days as they were.
    const busy = random.chance(chance)
    const start = day + random.int(7 * HOUR_MS + 30 * MINUTE_MS, 17 * HOUR_MS + 30 * MINUTE_MS)
    if (busy && !away.has(Math.floor((day - first) / WEEK_MS))) entries.push(...session(random, person, start))
  }
  if (person.busyNow) entries.push(...session(random, person, Math.max(dayStartOf(now), now - 30 * MINUTE_MS)))
  return entries.filter((entry) => entry.at >= from && entry.at < until)
}

/** Every person's calls over the last HISTORY_WEEKS weeks up to `now`, oldest first; the same for the same seed and now. */
export function usageHistory(people: readonly HistoryPerson[], now: number, seed: number): NewAuditRecord[] {
  const entries = people.flatMap((person, i) => personHistory(new Random(seed + 7919 * (i + 1)), person, now))
  return entries.sort((a, b) => a.at - b.at)
}
