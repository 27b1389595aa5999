// BigSearch's one-time export links on both engines: a token is spent once, only for its own job, only before it
// expires; issuing one clears the expired; two downloads racing with one link cannot both spend it.

import t from 'tap'
import { EXPORT_TOKEN_MS, issueExportToken, spendExportToken } from '../../../../../../server/api/store/bigsearch-export-tokens.js'
import { onEachEngine } from './engines.js'
import { aJob, aUser } from './given.js'

onEachEngine(t, 'an export token is spent once, for its own job, before it expires', async (t, store) => {
  const user = await aUser(store, 'erin@northshire.police.uk')
  const job = await aJob(store, user, 'a'.repeat(64))
  const other = await aJob(store, user, 'b'.repeat(64))
  const { token, expiresAt } = await issueExportToken(store, job, 1_000)
  t.equal(expiresAt, 1_000 + EXPORT_TOKEN_MS)
  t.notOk(await spendExportToken(store, other, token, 1_001), "another job's link does not take it")
  t.ok(await spendExportToken(store, job, token, 1_001), 'spent')
  t.notOk(await spendExportToken(store, job, token, 1_002), 'and never again')
  const late = await issueExportToken(store, job, 2_000)
  t.notOk(await spendExportToken(store, job, late.token, late.expiresAt), 'not at its expiry')
  t.notOk(await spendExportToken(store, job, 'not a token', 2_001))
})

onEachEngine(t, 'two downloads racing with one link: exactly one spends it', async (t, store) => {
  const user = await aUser(store, 'erin@northshire.police.uk')
  const job = await aJob(store, user)
  const { token } = await issueExportToken(store, job, 1_000)
  const spent = await Promise.all(Array.from({ length: 4 }, () => spendExportToken(store, job, token, 1_001)))
  t.same(spent.filter(Boolean).length, 1)
})
