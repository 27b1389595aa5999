// Applications (store/applications.ts) on both engines: created pending within the creator's limit (two creations
// racing for the last place: exactly one gets it), listed newest first to the administrator and to their creator
// alone, updated with a new version (moved addresses go back to approval), approved as reviewed by someone else,
// activated, deactivated and deleted with their codes; each bulk change in the caller's transaction.

import t from 'tap'
import { sql } from 'kysely'
import {
  activateApplications,
  approveApplications,
  createApplication,
  deactivateApplications,
  deleteApplications,
  findApplication,
  listApplications,
  updateApplication,
  type ApplicationFields,
} from '../../../../../../server/api/store/applications.js'
import { inTransaction } from '../../../../../../server/api/store/engine/query.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { hashToken } from '../../../../../../server/api/store/passwords.js'
import { atOnce } from './at-once.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'

const FIELDS: ApplicationFields = {
  name: 'Case linker',
  description: 'Links case files',
  callbackUrl: 'https://linker.example/cb',
  postLogoutRedirectUri: 'https://linker.example/out',
}
const NO_LIMIT = Number.MAX_SAFE_INTEGER

async function people(store: Store) {
  const admin = await aUser(store, 'root@hq.example')
  const creator = await aUser(store, 'priya@northshire.example')
  const other = await aUser(store, 'lena@lab.example')
  await sql`UPDATE users SET organization = 'Northshire Police' WHERE id = ${creator}`.execute(store.db)
  return { admin, creator, other, asAdmin: { userId: admin, isAdmin: true }, asCreator: { userId: creator, isAdmin: false }, asOther: { userId: other, isAdmin: false } }
}

async function created(store: Store, creator: number, fields: Partial<ApplicationFields> = {}, now = 1000) {
  const made = await createApplication(store, creator, { ...FIELDS, ...fields }, now, NO_LIMIT)
  if (!made) throw new Error('not created')
  return made
}

onEachEngine(t, 'a new application is pending, its creator named, and only the hash of its secret kept', async (t, store) => {
  const { creator } = await people(store)
  const { application, clientSecret } = await created(store, creator)
  t.same(application, {
    id: application.id,
    version: 1,
    ...FIELDS,
    clientId: application.clientId,
    creator: { email: 'priya@northshire.example', organization: 'Northshire Police' },
    createdAt: 1000,
    approvedBy: null,
    state: 'pending',
  })
  t.same(await findApplication(store, application.id), application)
  const { rows } = await sql<{ client_secret_hash: string }>`SELECT client_secret_hash FROM applications`.execute(store.db)
  t.same(rows, [{ client_secret_hash: hashToken(clientSecret) }])
  t.not((await created(store, creator)).application.clientId, application.clientId, 'each its own client id')
  t.equal(await findApplication(store, application.id + 100), undefined)
})

onEachEngine(t, 'the administrator lists every application, a creator their own, newest first', async (t, store) => {
  const { creator, other, asAdmin, asCreator, asOther } = await people(store)
  const a = (await created(store, creator, { name: 'A' }, 1000)).application
  const b = (await created(store, other, { name: 'B' }, 3000)).application
  const c = (await created(store, creator, { name: 'C' }, 2000)).application
  const d = (await created(store, creator, { name: 'D' }, 2000)).application
  t.same((await listApplications(store, asAdmin)).map((x) => x.id), [b.id, d.id, c.id, a.id])
  t.same((await listApplications(store, asCreator)).map((x) => x.id), [d.id, c.id, a.id])
  t.same((await listApplications(store, asOther)).map((x) => x.id), [b.id])
})

onEachEngine(t, "a creator's applications are counted against the limit", async (t, store) => {
  const { creator, other } = await people(store)
  t.ok(await createApplication(store, creator, FIELDS, 1, 2))
  t.ok(await createApplication(store, creator, FIELDS, 2, 2))
  t.equal(await createApplication(store, creator, FIELDS, 3, 2), undefined, 'the third is refused')
  t.ok(await createApplication(store, other, FIELDS, 3, 2), "another creator's count is their own")
})

onEachEngine(t, 'creations racing for the last places: exactly as many as are left get one', async (t, store) => {
  const { creator } = await people(store)
  await createApplication(store, creator, FIELDS, 1, 3)
  const raced = await atOnce(store, 8, (i) => createApplication(store, creator, FIELDS, 2 + i, 3))
  t.equal(raced.filter((made) => made !== undefined).length, 2)
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM applications`.execute(store.db)
  t.equal(rows[0]!.n, 3)
})

onEachEngine(t, 'an update writes a new version; a creator who moves an address sends it back to approval', async (t, store) => {
  const { admin, creator, asAdmin, asCreator, asOther } = await people(store)
  const { application } = await created(store, creator)
  await approveApplications(store, admin, [application.id], new Map([[application.id, 1]]))
  const renamed = await updateApplication(store, asCreator, application.id, { ...FIELDS, name: 'Linker 2' })
  t.match(renamed, { kind: 'updated', application: { name: 'Linker 2', version: 2, state: 'active', approvedBy: { email: 'root@hq.example' } } })
  const moved = await updateApplication(store, asCreator, application.id, { ...FIELDS, postLogoutRedirectUri: null })
  t.match(moved, { kind: 'updated', application: { version: 3, state: 'pending', approvedBy: null, postLogoutRedirectUri: null } })
  await approveApplications(store, admin, [application.id], new Map([[application.id, 3]]))
  const byAdmin = await updateApplication(store, asAdmin, application.id, { ...FIELDS, callbackUrl: 'https://elsewhere.example/cb' })
  t.match(byAdmin, { kind: 'updated', application: { version: 4, state: 'active', callbackUrl: 'https://elsewhere.example/cb' } }, "the administrator's own change keeps the state")
  t.same(await updateApplication(store, asOther, application.id, FIELDS), { kind: 'not-allowed' })
  t.same(await updateApplication(store, asAdmin, application.id + 100, FIELDS), { kind: 'not-found' })
  t.equal((await findApplication(store, application.id))!.version, 4, 'a refused update changes nothing')
})

onEachEngine(t, 'approval: pending only, as reviewed, never by the creator; each id answered once', async (t, store) => {
  const { admin, creator } = await people(store)
  const a = (await created(store, creator)).application
  const b = (await created(store, creator)).application
  const own = (await created(store, admin)).application
  await updateApplication(store, { userId: creator, isAdmin: false }, b.id, { ...FIELDS, name: 'Changed' })
  const outcome = await approveApplications(store, admin, [a.id, b.id, own.id, 999, a.id], new Map([[a.id, 1], [b.id, 1], [own.id, 1]]))
  t.same([...outcome], [[a.id, null], [b.id, 'changed-since-review'], [own.id, 'own-application'], [999, 'not-found']])
  t.match(await findApplication(store, a.id), { state: 'active', approvedBy: { email: 'root@hq.example' } })
  t.match(await findApplication(store, b.id), { state: 'pending', approvedBy: null })
  t.same([...(await approveApplications(store, admin, [a.id], new Map([[a.id, 1]])))], [[a.id, 'already-approved']])
})

onEachEngine(t, 'activation and deactivation move between active and inactive, never past approval', async (t, store) => {
  const { admin, creator, asCreator, asOther } = await people(store)
  const pending = (await created(store, creator)).application
  const app = (await created(store, creator)).application
  await approveApplications(store, admin, [app.id], new Map([[app.id, 1]]))
  t.same([...(await deactivateApplications(store, asCreator, [app.id, pending.id]))], [[app.id, null], [pending.id, 'not-approved']])
  t.equal((await findApplication(store, app.id))!.state, 'inactive')
  t.same([...(await deactivateApplications(store, asCreator, [app.id]))], [[app.id, 'already-inactive']])
  t.same([...(await activateApplications(store, asOther, [app.id]))], [[app.id, 'not-allowed']])
  t.same([...(await activateApplications(store, asCreator, [app.id, pending.id]))], [[app.id, null], [pending.id, 'not-approved']])
  t.same([...(await activateApplications(store, asCreator, [app.id]))], [[app.id, 'already-active']])
  await sql`UPDATE applications SET state = 'APPROVED' WHERE id = ${pending.id}`.execute(store.db)
  t.equal((await findApplication(store, pending.id))!.state, 'active', 'a state written elsewhere is read as sign-in reads it')
})

onEachEngine(t, 'deletion takes the unused codes with it; a deleted creator leaves the application without one', async (t, store) => {
  const { creator, other, asCreator, asAdmin } = await people(store)
  const a = (await created(store, creator)).application
  const b = (await created(store, other)).application
  await sql`INSERT INTO authorisation_codes (code_hash, application_id, user_id, redirect_uri, expires_at) VALUES ('h', ${a.id}, ${other}, 'https://x', 5)`.execute(store.db)
  t.same([...(await deleteApplications(store, asCreator, [a.id, b.id]))], [[a.id, null], [b.id, 'not-allowed']])
  t.equal(await findApplication(store, a.id), undefined)
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM authorisation_codes`.execute(store.db)
  t.equal(rows[0]!.n, 0)
  await sql`DELETE FROM users WHERE id = ${other}`.execute(store.db)
  t.match(await findApplication(store, b.id), { creator: null })
  t.same((await listApplications(store, asAdmin)).map((x) => x.id), [b.id])
})

onEachEngine(t, "a bulk change made in a caller's transaction is undone with it", async (t, store) => {
  const { admin, creator } = await people(store)
  const a = (await created(store, creator)).application
  const b = (await created(store, creator)).application
  await t.rejects(
    inTransaction(store, async (tx) => {
      await approveApplications(tx, admin, [a.id, b.id], new Map([[a.id, 1], [b.id, 1]]))
      throw new Error('a later step failed')
    }),
    /a later step failed/,
  )
  t.same((await listApplications(store, { userId: admin, isAdmin: true })).map((x) => x.state), ['pending', 'pending'])
})
