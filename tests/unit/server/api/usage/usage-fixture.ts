// Audit entries whose usage figures are known (spec-3 §3 "weekly usage record"): Kent's users' calls in
// January and February 2026 of every kind that counts, from every channel, across week and month ends. The
// service's clock stands at Monday 2 March 2026, 09:00 UTC (harness NOW).

import type { Test } from 'tap'
import type { EngineName } from '../../../../../server/api/store/engine/store.js'
import { auditSetup, type AuditSetup, type Row, ALICE, BOB, SOLO, EVE, STRANGER, at } from '../audit/audit-fixture.js'

export { ALICE, BOB, SOLO, EVE, STRANGER }
export const BOB_LOWER = BOB.toLowerCase()
/** At Kent's domain but with no account: a user the licence does not cover "now" (currentUsersOnly). */
export const GHOST = 'ghost@kent.police.example'
/** A force's address in a sub-domain, and one at the force's own domain, of the police network. */
export const PC_CID = 'pc1@cid.kent.pnn.police.uk'
export const PC_FORCE = 'pc2@kent.pnn.police.uk'

const row = (iso: string, userEmail: string, action: string, requestingApp: string | null, extra: Partial<Row> = {}): Row => ({
  at: at(iso),
  userEmail,
  action,
  requestingApp,
  ...extra,
})

// Mondays: 26 Jan, 2 Feb, 9 Feb 2026.
export const USAGE_ROWS: Row[] = [
  row('2026-01-31T12:00:00Z', BOB, 'search', 'lowside'),
  row('2026-02-01T10:00:00Z', ALICE, 'login', 'lowside'),
  row('2026-02-02T09:00:00Z', ALICE, 'search', 'lowside'),
  row('2026-02-02T09:05:00Z', ALICE, 'search', 'highside'),
  row('2026-02-02T10:00:00Z', ALICE, 'bigsearch-upload', 'griffeye-cs'),
  row('2026-02-02T12:00:00Z', BOB, 'oauth-token', 'GriffeyeDI'),
  row('2026-02-03T23:59:59.999Z', ALICE, 'camid-query', 'Griffeye DI'),
  row('2026-02-04T00:00:00Z', ALICE, 'uniform-search', null),
  row('2026-02-04T01:00:00Z', ALICE, 'search', 'some-script', { success: false, error: 'Permission Denied.' }),
  row('2026-02-08T23:59:00Z', ALICE, 'sighting', 'lowside'),
  row('2026-02-09T00:00:00Z', ALICE, 'similar', 'lowside'),
  row('2026-02-10T08:00:00Z', SOLO, 'search', 'lowside'),
  row('2026-02-10T09:00:00Z', GHOST, 'search', 'lowside'),
  row('2026-02-02T11:00:00Z', EVE, 'search', 'lowside'),
  row('2026-02-02T11:00:00Z', STRANGER, 'search', 'lowside'),
  row('2026-02-02T11:00:00Z', 'anonymous', 'login', 'lowside', { success: false }),
  row('2026-02-11T10:00:00Z', PC_CID, 'search', 'highside'),
  row('2026-02-12T10:00:00Z', PC_FORCE, 'search', 'highside'),
  // This week and month: in a licence's own usage and the activity tables, never in the summaries' months or weeks.
  row('2026-03-02T08:00:00Z', ALICE, 'search', 'lowside'),
]

/** A usage report is an export, which carries a justification (spec-1 §5) as the usage screen sends one. */
export const REPORT_JUSTIFICATION: Readonly<Record<string, string>> = { 'x-justification': 'Quarterly usage review' }

/** The setup of the audit tests with these rows; its calls carry REPORT_JUSTIFICATION unless given headers. */
/** `engine`: the engine the service runs on (harness.ts HTTP_ENGINES). */
export async function usageSetup(t: Test, engine: EngineName = 'sqlite'): Promise<AuditSetup> {
  const setup = await auditSetup(t, USAGE_ROWS, engine)
  return { ...setup, get: (who, url, headers = { ...REPORT_JUSTIFICATION }) => setup.get(who, url, headers) }
}

/** Every figure 0 but those given. */
export function figures(given: Record<string, number> = {}) {
  return {
    numberOfInteractions: 0,
    numberOfSearches: 0,
    numberOfBigSearches: 0,
    numberOfUniformSearches: 0,
    camIdQueries: 0,
    lowside: 0,
    highside: 0,
    griffeyeCS: 0,
    griffeyeDI: 0,
    other: 0,
    ...given,
  }
}
