// Reading the usage of a time range without holding other calls up (SECURITY.md: SQLite calls are
// synchronous): days gone by are counted into usage_days once, a day per query, and read back a month per
// query; the days not counted yet are read from audit_log. Other calls run between the queries.

import { setImmediate as nextTurn } from 'node:timers/promises'
import {
  countedUsage,
  dayLicenceTallies,
  dayTallies,
  daysCountedByOtherRules,
  firstUncountedDay,
  liveTallies,
  saveDayUsage,
  type DayUsage,
} from '../store/usage.js'
import type { Store } from '../store/engine/store.js'
import { DAY_MS, dayOf } from './calendar.js'
import { dayUsageOf, licenceDayUsageOf, USAGE_RULES } from './figures.js'

/**
 * A day is counted this long after it ends, so that no call made on it can still be writing its audit entry
 * (entries are written as a call ends, with the time it ends; a call lasts at most minutes).
 */
export const COUNT_DAY_AFTER_MS = 60 * 60 * 1000
/** The days read back per query. */
const DAYS_PER_READ = 31
/** The days counted again under new rules per query. */
const RECOUNT_BATCH = 100
/** After this long, other calls get their turn. */
const SLICE_MS = 20

/** One catch-up per store at a time in this process; a second caller waits for the first. */
const catchingUp = new WeakMap<Store, Promise<void>>()

async function countDay(store: Store, day: number): Promise<void> {
  const usage = dayUsageOf(await dayTallies(store, day))
  const licenceUsage = licenceDayUsageOf(await dayLicenceTallies(store, day))
  await saveDayUsage(store, day, usage, licenceUsage, USAGE_RULES)
}

async function catchUp(store: Store, now: number): Promise<void> {
  let sliceStart = performance.now()
  const breathe = async () => {
    if (performance.now() - sliceStart < SLICE_MS) return
    await nextTurn()
    sliceStart = performance.now()
  }
  // Days counted under rules since changed (a new action that counts as a search, a new channel).
  for (let days = await daysCountedByOtherRules(store, USAGE_RULES, RECOUNT_BATCH); days.length > 0; days = await daysCountedByOtherRules(store, USAGE_RULES, RECOUNT_BATCH)) {
    for (const day of days) {
      await countDay(store, day)
      await breathe()
    }
  }
  const lastComplete = dayOf(now - COUNT_DAY_AFTER_MS) - 1
  for (let day = await firstUncountedDay(store); day !== null && day <= lastComplete; day++) {
    await countDay(store, day)
    await breathe()
  }
}

/** Counts the days gone by that are not counted yet, or were counted by other rules, oldest first. */
export function countDaysGoneBy(store: Store, now: number): Promise<void> {
  const running = catchingUp.get(store)
  if (running) return running
  const work = catchUp(store, now).finally(() => catchingUp.delete(store))
  catchingUp.set(store, work)
  return work
}

/**
 * Hands each address's usage per day from `from` to `to` (ms; `from` at a day's start, `to` exclusive) to
 * `each`, a month of days at a time: of the calls made under the licence (spec-3 §3), or of every call when
 * `licenceId` is null. Stops once `gone` says the caller has left.
 */
export async function forEachDayUsage(
  store: Store,
  licenceId: number | null,
  range: { from: number; to: number },
  now: number,
  each: (usage: DayUsage) => void,
  gone: () => boolean = () => false,
): Promise<void> {
  await countDaysGoneBy(store, now)
  if (range.to <= range.from) return
  const firstDay = dayOf(range.from)
  const lastDay = dayOf(range.to - 1)
  const uncounted = (await firstUncountedDay(store)) ?? firstDay
  for (let day = firstDay; day <= Math.min(lastDay, uncounted - 1); day += DAYS_PER_READ) {
    if (gone()) return
    for (const usage of await countedUsage(store, licenceId, day, Math.min(day + DAYS_PER_READ - 1, lastDay, uncounted - 1))) each(usage)
    await nextTurn()
  }
  const liveFrom = Math.max(range.from, uncounted * DAY_MS)
  if (liveFrom < range.to && !gone()) dayUsageOf(await liveTallies(store, licenceId, liveFrom, range.to)).forEach(each)
}
