// The usage figures' source (store/usage.ts) on both engines: a day's successful calls tallied per address, action
// and requesting app, of every address and of each licence; a day counted once under its rules, recounted under
// others, all or nothing; two processes counting one day at once count it once; counted days read back by range.

import t from 'tap'
import { sql } from 'kysely'
import {
  countedUsage,
  dayLicenceTallies,
  dayTallies,
  daysCountedByOtherRules,
  firstUncountedDay,
  liveTallies,
  saveDayUsage,
  type DayUsage,
  type LicenceDayUsage,
} from '../../../../../../server/api/store/usage.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import type { UsageCounts } from '../../../../../../shared/api/types/usage.js'
import { DAY_MS } from '../../../../../../shared/format/durations.js'
import { atOnce } from './at-once.js'
import { onEachEngine } from './engines.js'
import { aCall } from './given-calls.js'
import { aLicence } from './given-licences.js'

const DAY = 20_500
const AT = DAY * DAY_MS

const figures = (interactions: number, searches = interactions): UsageCounts => ({
  numberOfInteractions: interactions,
  numberOfSearches: searches,
  numberOfBigSearches: 0,
  numberOfUniformSearches: 0,
  camIdQueries: 0,
  lowside: interactions,
  highside: 0,
  griffeyeCS: 0,
  griffeyeDI: 0,
  other: 0,
})

const count = async (store: Store, table: string) =>
  (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(store.db)).rows[0]!.n

const sortTallies = <T extends { email: string; action: string }>(tallies: T[]) =>
  [...tallies].sort((a, b) => `${a.email} ${a.action}`.localeCompare(`${b.email} ${b.action}`))

onEachEngine(t, "a day's successful calls are tallied per address in any case, action and app; failures and signed-out calls are not", async (t, store) => {
  const police = await aLicence(store, 'Police')
  await aCall(store, { at: AT + 10, email: 'Ana@Police.example', licences: [police] })
  await aCall(store, { at: AT + 20, email: 'ana@police.example', licences: [police] })
  await aCall(store, { at: AT + 30, email: 'ana@police.example', action: 'sighting', app: 'Griffeye', licences: [police] })
  await aCall(store, { at: AT + 40, email: 'ana@police.example', success: false, licences: [police] })
  await aCall(store, { at: AT + 50, email: 'anonymous' })
  await aCall(store, { at: AT + 60, email: 'ben@else.example' })
  await aCall(store, { at: AT - 1, email: 'ana@police.example', licences: [police] })
  await aCall(store, { at: AT + DAY_MS, email: 'ana@police.example', licences: [police] })
  t.same(sortTallies(await dayTallies(store, DAY)), [
    { email: 'ana@police.example', day: DAY, action: 'search', requestingApp: null, calls: 2 },
    { email: 'ana@police.example', day: DAY, action: 'sighting', requestingApp: 'Griffeye', calls: 1 },
    { email: 'ben@else.example', day: DAY, action: 'search', requestingApp: null, calls: 1 },
  ])
  t.same(sortTallies(await dayLicenceTallies(store, DAY)), [
    { email: 'ana@police.example', day: DAY, action: 'search', requestingApp: null, calls: 2, licenceId: police },
    { email: 'ana@police.example', day: DAY, action: 'sighting', requestingApp: 'Griffeye', calls: 1, licenceId: police },
  ])
  const live = await liveTallies(store, police, AT, AT + 25)
  t.same(live, [{ email: 'ana@police.example', day: DAY, action: 'search', requestingApp: null, calls: 2 }], "a licence's live tallies, `to` exclusive")
  t.equal((await liveTallies(store, null, AT + 25, AT + DAY_MS)).reduce((n, tally) => n + tally.calls, 0), 2, "every address's")
  t.type((await dayTallies(store, DAY))[0]!.calls, 'number', 'a count is a number on both engines')
})

onEachEngine(t, 'the first uncounted day: none for an empty log, the log\'s first day, then the day after the last counted', async (t, store) => {
  t.equal(await firstUncountedDay(store), null)
  await aCall(store, { at: AT + 5, email: 'ana@police.example' })
  await aCall(store, { at: AT + 3 * DAY_MS, email: 'ana@police.example' })
  t.equal(await firstUncountedDay(store), DAY)
  await saveDayUsage(store, DAY, [], [], 'rules 1')
  await saveDayUsage(store, DAY + 1, [], [], 'rules 1')
  t.equal(await firstUncountedDay(store), DAY + 2)
})

onEachEngine(t, 'a day is counted once under its rules, and counted again under other rules', async (t, store) => {
  const police = await aLicence(store, 'Police')
  const usage: DayUsage[] = [
    { email: 'ana@police.example', day: DAY, figures: figures(3, 2) },
    { email: 'ben@police.example', day: DAY, figures: figures(0) },
  ]
  const licenceUsage: LicenceDayUsage[] = [{ licenceId: police, email: 'ana@police.example', day: DAY, figures: figures(3, 2) }]
  await saveDayUsage(store, DAY, usage, licenceUsage, 'rules 1')
  t.same(await countedUsage(store, null, DAY, DAY), [{ email: 'ana@police.example', day: DAY, figures: figures(3, 2) }], 'a day without interactions is not kept')
  t.same(await countedUsage(store, police, DAY, DAY), [{ email: 'ana@police.example', day: DAY, figures: figures(3, 2) }])

  await saveDayUsage(store, DAY, [{ email: 'ana@police.example', day: DAY, figures: figures(9) }], [], 'rules 1')
  t.same((await countedUsage(store, null, DAY, DAY))[0]!.figures, figures(3, 2), 'the same rules leave the day as it was')
  t.same(await daysCountedByOtherRules(store, 'rules 1', 10), [])
  t.same(await daysCountedByOtherRules(store, 'rules 2', 10), [DAY])

  await saveDayUsage(store, DAY, [{ email: 'ana@police.example', day: DAY, figures: figures(9) }], [], 'rules 2')
  t.same(await countedUsage(store, null, DAY, DAY), [{ email: 'ana@police.example', day: DAY, figures: figures(9) }], 'other rules replace it')
  t.same(await countedUsage(store, police, DAY, DAY), [], "and the licences' figures with it")
  t.same(await daysCountedByOtherRules(store, 'rules 2', 10), [])
})

onEachEngine(t, 'days counted by other rules come oldest first, at most the limit; counted usage is read by its range', async (t, store) => {
  for (const day of [DAY + 2, DAY, DAY + 1, DAY + 3]) {
    await saveDayUsage(store, day, [{ email: 'ana@police.example', day, figures: figures(day - DAY + 1) }], [], day === DAY + 3 ? 'new' : 'old')
  }
  t.same(await daysCountedByOtherRules(store, 'new', 2), [DAY, DAY + 1])
  const read = await countedUsage(store, null, DAY + 1, DAY + 2)
  t.same(read.map((u) => [u.day, u.figures.numberOfInteractions]).sort(), [[DAY + 1, 2], [DAY + 2, 3]])
})

onEachEngine(t, 'a day is saved all or nothing: a failing row leaves the day uncounted', async (t, store) => {
  const police = await aLicence(store, 'Police')
  const twice: LicenceDayUsage[] = [
    { licenceId: police, email: 'ana@police.example', day: DAY, figures: figures(1) },
    { licenceId: police, email: 'ana@police.example', day: DAY, figures: figures(2) },
  ]
  await t.rejects(saveDayUsage(store, DAY, [{ email: 'ana@police.example', day: DAY, figures: figures(1) }], twice, 'rules 1'))
  t.equal(await count(store, 'usage_days_counted'), 0, 'the day is not marked counted')
  t.equal(await count(store, 'usage_days'), 0, "nor are its addresses' figures kept")
  t.equal(await count(store, 'usage_licence_days'), 0)
})

onEachEngine(t, 'two processes counting the same day at once count it once', async (t, store) => {
  const usage = (n: number): DayUsage[] => Array.from({ length: 300 }, (_, i) => ({ email: `user${i}@police.example`, day: DAY, figures: figures(n) }))
  const results = await atOnce(store, 2, (i) => saveDayUsage(store, DAY, usage(i + 1), [], 'rules 1').then(
    () => ({ status: 'fulfilled' }),
    () => ({ status: 'rejected' }),
  ))
  t.same(results.map((r) => r.status), ['fulfilled', 'fulfilled'], 'neither fails')
  const kept = await countedUsage(store, null, DAY, DAY)
  t.equal(kept.length, 300, 'each address once')
  t.equal(new Set(kept.map((u) => u.figures.numberOfInteractions)).size, 1, "one count's figures, not a mix of both")
})
