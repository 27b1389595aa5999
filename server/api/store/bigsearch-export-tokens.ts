// One-time links to a BigSearch job's export (spec-2 §7 "GET /v1/bigsearch/data/{jobId}"): a link carries no
// justification header, so the audited export call issues a token the download spends once, within minutes.
// Only the token's sha256 is kept (store/passwords.ts).

import type Database from 'better-sqlite3'
import { hashToken, randomToken } from './passwords.js'

/** Long enough for the browser to follow the link at once, short enough that a leaked link soon dies. */
export const EXPORT_TOKEN_MS = 5 * 60 * 1000

export function issueExportToken(db: Database.Database, jobId: number, now: number): { token: string; expiresAt: number } {
  const token = randomToken(32)
  const expiresAt = now + EXPORT_TOKEN_MS
  db.transaction(() => {
    db.prepare('DELETE FROM bigsearch_export_tokens WHERE expires_at <= ?').run(now)
    db.prepare('INSERT INTO bigsearch_export_tokens (token_hash, job_id, expires_at) VALUES (?, ?, ?)').run(hashToken(token), jobId, expiresAt)
  }).immediate()
  return { token, expiresAt }
}

/** Spends a token of this job: true once, while it has not expired; never again. */
export function spendExportToken(db: Database.Database, jobId: number, token: string, now: number): boolean {
  const spent = db
    .prepare('DELETE FROM bigsearch_export_tokens WHERE token_hash = ? AND job_id = ? RETURNING expires_at')
    .pluck()
    .get(hashToken(token), jobId) as number | undefined
  return spent !== undefined && spent > now
}
