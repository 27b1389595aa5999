// Contributions (spec-3 §4 "Contribution"): a contributor's corrections to a school, applied only when the school is
// still at the version the contributor loaded, so that of two contributors racing exactly one wins and the other is
// told (412); each is kept as a record of who changed what and when, with the values it replaced.

import { sql } from 'kysely'
import { changesOf, firstOf, holdRow, inTransaction, rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import { schoolById } from './schools.js'
import type { SchoolRecord } from './records.js'

export interface ContributionChange {
  /** Free text for a reviewer; never applied by itself. */
  detailCorrection?: string
  /** The new address, or null to say the school has none. */
  website?: string | null
  uniformWorn?: boolean | null
}

export type ContributionOutcome =
  | { kind: 'applied'; school: SchoolRecord; changed: string[] }
  | { kind: 'stale'; school: SchoolRecord }
  | { kind: 'missing' }
  | { kind: 'limited' }

const wornValue = (worn: boolean | null | undefined) => (worn === null || worn === undefined ? null : worn ? 1 : 0)

/**
 * Applies the fields that differ from the school as it is, if it is still at `version`, and records the
 * contribution, unless the contributor has submitted `limit.most` since `limit.since`; all in one transaction with
 * the contributor's and the school's rows held, so that the version read is the version changed and two
 * contributions racing on two instances cannot both pass the limit.
 */
export async function applyContribution(
  store: Store,
  schoolId: number,
  version: number,
  change: ContributionChange,
  by: { userId: number; email: string },
  now: number,
  limit: { most: number; since: number },
): Promise<ContributionOutcome> {
  return inTransaction(store, async (tx): Promise<ContributionOutcome> => {
    await holdRow(tx, 'users', by.userId)
    if ((await contributionsSince(tx, by.userId, limit.since)) >= limit.most) return { kind: 'limited' }
    // Held until the change is written: another instance's contribution reads the school after it, at its new version.
    await holdRow(tx, 'uniform_schools', schoolId)
    const school = await schoolById(tx, schoolId)
    if (!school) return { kind: 'missing' }
    if (school.version !== version) return { kind: 'stale', school }
    const changed: string[] = []
    if (change.website !== undefined && change.website !== school.website) changed.push('website')
    if (change.uniformWorn !== undefined && change.uniformWorn !== school.uniformWorn) changed.push('uniformWorn')
    const correction = change.detailCorrection?.trim() ? change.detailCorrection.trim() : null
    if (correction !== null) changed.push('detailCorrection')
    const website = changed.includes('website') ? (change.website ?? null) : school.website
    const worn = changed.includes('uniformWorn') ? (change.uniformWorn ?? null) : school.uniformWorn
    const nextVersion = school.version + 1
    await changesOf(
      tx,
      sql`UPDATE uniform_schools SET website = ${website}, uniform_worn = ${wornValue(worn)}, version = ${nextVersion}, updated_at = ${now}
        WHERE id = ${schoolId}`,
    )
    await changesOf(
      tx,
      sql`INSERT INTO uniform_contributions (school_id, user_id, user_email, at, detail_correction, website_before, website_after,
        uniform_worn_before, uniform_worn_after, changed, version_after)
        VALUES (${schoolId}, ${by.userId}, ${by.email}, ${now}, ${correction}, ${school.website}, ${website}, ${wornValue(school.uniformWorn)},
          ${wornValue(worn)}, ${JSON.stringify(changed)}, ${nextVersion})`,
    )
    return { kind: 'applied', school: (await schoolById(tx, schoolId))!, changed }
  })
}

export interface ContributionRecord {
  id: number
  schoolId: number
  userEmail: string
  at: number
  detailCorrection: string | null
  websiteBefore: string | null
  websiteAfter: string | null
  uniformWornBefore: boolean | null
  uniformWornAfter: boolean | null
  changed: string[]
  versionAfter: number
}

const wornOf = (value: number | null) => (value === null ? null : value === 1)

/** The school's contributions, the newest first: what a reviewer reads. */
export async function contributionsOf(store: Store, schoolId: number, limit: number): Promise<ContributionRecord[]> {
  const rows = await rowsOf(
    store,
    sql<{
      id: number
      school_id: number
      user_email: string
      at: number
      detail_correction: string | null
      website_before: string | null
      website_after: string | null
      uniform_worn_before: number | null
      uniform_worn_after: number | null
      changed: string
      version_after: number
    }>`SELECT id, school_id, user_email, at, detail_correction, website_before, website_after, uniform_worn_before, uniform_worn_after,
      changed, version_after FROM uniform_contributions WHERE school_id = ${schoolId} ORDER BY id DESC LIMIT ${limit}`,
  )
  return rows.map((row) => ({
    id: row.id,
    schoolId: row.school_id,
    userEmail: row.user_email,
    at: row.at,
    detailCorrection: row.detail_correction,
    websiteBefore: row.website_before,
    websiteAfter: row.website_after,
    uniformWornBefore: wornOf(row.uniform_worn_before),
    uniformWornAfter: wornOf(row.uniform_worn_after),
    changed: JSON.parse(row.changed) as string[],
    versionAfter: row.version_after,
  }))
}

/** How many contributions the user has submitted since `since` (ms), for the daily limit. */
export async function contributionsSince(store: Store, userId: number, since: number): Promise<number> {
  const row = await firstOf(store, sql<{ n: number }>`SELECT count(*) AS n FROM uniform_contributions WHERE user_id = ${userId} AND at >= ${since}`)
  return row!.n
}
