// One-time links to a BigSearch job's export (spec-2 §7 "GET /v1/bigsearch/data/{jobId}"): a link carries no
// justification header, so the audited export call issues a token the download spends once, within minutes.
// Only the token's sha256 is kept (store/passwords.ts).

import { sql } from 'kysely'
import { firstOf, inTransaction } from './engine/query.js'
import type { Store } from './engine/store.js'
import { hashToken, randomToken } from './passwords.js'

/** Long enough for the browser to follow the link at once, short enough that a leaked link soon dies. */
export const EXPORT_TOKEN_MS = 5 * 60 * 1000

export async function issueExportToken(store: Store, jobId: number, now: number): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken(32)
  const expiresAt = now + EXPORT_TOKEN_MS
  await inTransaction(store, async (tx) => {
    await sql`DELETE FROM bigsearch_export_tokens WHERE expires_at <= ${now}`.execute(tx.db)
    await sql`INSERT INTO bigsearch_export_tokens (token_hash, job_id, expires_at) VALUES (${hashToken(token)}, ${jobId}, ${expiresAt})`.execute(tx.db)
  })
  return { token, expiresAt }
}

/** Spends a token of this job: true once, while it has not expired; never again. */
export async function spendExportToken(store: Store, jobId: number, token: string, now: number): Promise<boolean> {
  // One statement: two downloads racing with one link, on two instances, cannot both spend it.
  const spent = await firstOf(
    store,
    sql<{ expires_at: number }>`DELETE FROM bigsearch_export_tokens WHERE token_hash = ${hashToken(token)} AND job_id = ${jobId} RETURNING expires_at`,
  )
  return spent !== undefined && spent.expires_at > now
}
