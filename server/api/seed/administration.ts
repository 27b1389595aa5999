// The demo's administration data (DEMO=1, first start), beside the demo accounts and their licence: licences
// of police forces with emails and domains holding roles, one of them expired; a user trial some people
// signed up with; applications; and weeks of their usage in the audit log, so that every administration
// screen (licences, trials, applications, usage, audit) shows something.

import { auditAction } from '../../../shared/audit/actions.js'
import { addLicensedEntity, createLicence } from '../store/licences.js'
import { createUser, findUserByEmail, markUserVerified } from '../store/users.js'
import { inTransaction } from '../store/engine/query.js'
import type { Store } from '../store/engine/store.js'
import { addMonths, createTrial, joinTrial, startTrials } from '../store/trials.js'
import { approveApplications, createApplication } from '../store/applications.js'
import { recordCalls, type NewAuditRecord } from '../store/audit.js'
import { DEMO_DOMAIN, type DemoData } from '../store/seed.js'
import { applicationChannel, usageHistory, WEBSITE, type HistoryPerson } from './usage-history.js'
import { CASE_LINKER, CASEWORK, CASEWORK_DOMAIN, DEMO_ACCOUNT_HISTORY, LICENCES, TRIAL, type LicencePlan, type StaffPlan } from './organizations.js'
import { DAY_MS, HOUR_MS } from '../../../shared/format/durations.js'

export interface DemoAdministration {
  /** The licences added here, beside the demo licence and the trials' own. */
  licences: number
  trialCode: string
  auditEntries: number
}

const emailOf = (name: string, domain: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@${domain}`
const staffEmail = (staff: StaffPlan) => (staff.mailbox ? `${staff.mailbox}@${staff.domain}` : emailOf(staff.name, staff.domain))

async function addStaff(store: Store, staff: StaffPlan, organization: string, now: number): Promise<HistoryPerson> {
  const [firstName = '', lastName = ''] = staff.name.split(' ')
  const email = staffEmail(staff)
  const joined = now - (staff.joinedDaysAgo ?? 365) * DAY_MS
  await createUser(store, { email, firstName, lastName, organization, verified: true, needsJustification: staff.justifies }, joined)
  return { email, work: staff.work, channels: staff.channels, activity: staff.activity, justifies: staff.justifies, from: joined }
}

/** A force's licence, its entities and staff; the staff's history people, whose calls end when the licence does. */
async function addLicence(store: Store, plan: LicencePlan, now: number): Promise<{ id: number; people: HistoryPerson[] }> {
  const expiresAt = now + plan.expiresInDays * DAY_MS
  const licence = await createLicence(store, { name: plan.name, maxSeats: plan.maxSeats, expiresAt, availableRoles: plan.availableRoles }, now - plan.createdDaysAgo * DAY_MS)
  for (const [value, roles] of plan.entities) await addLicensedEntity(store, licence.id, value, roles)
  const people: HistoryPerson[] = []
  for (const staff of plan.staff) {
    if (staff.ownRoles) await addLicensedEntity(store, licence.id, staffEmail(staff), staff.ownRoles)
    const history = await addStaff(store, staff, plan.organization, now)
    people.push({ ...history, licenceId: licence.id, from: Math.max(history.from ?? 0, licence.createdAt), until: Math.min(expiresAt, now) })
  }
  return { id: licence.id, people }
}

/** The trial, its users as they registered and verified, and the history of those whose trial started. */
async function addTrial(store: Store, now: number): Promise<{ people: HistoryPerson[]; entries: NewAuditRecord[] }> {
  const trial = await createTrial(store, {
    code: TRIAL.code,
    validFrom: now - TRIAL.openedDaysAgo * DAY_MS,
    validUntil: now + TRIAL.closesInDays * DAY_MS,
    trialMonths: TRIAL.trialMonths,
    trialType: TRIAL.trialType,
  })
  const people: HistoryPerson[] = []
  const entries: NewAuditRecord[] = []
  const call = (at: number, email: string, action: string): NewAuditRecord => ({
    at,
    userEmail: email,
    requestingApp: WEBSITE.requestingApp,
    api: auditAction(action)?.api ?? '',
    action,
    justification: null,
    details: null,
    success: true,
    error: null,
  })
  for (const plan of TRIAL.users) {
    const [firstName = '', lastName = ''] = plan.name.split(' ')
    const email = emailOf(plan.name, plan.domain)
    const registeredAt = now - plan.registeredDaysAgo * DAY_MS
    const user = await createUser(store, { email, firstName, lastName, organization: plan.organization }, registeredAt)
    await joinTrial(store, trial.id, user.id, registeredAt)
    entries.push(call(registeredAt, email, 'trial-register'))
    if (plan.verifiedAfterHours === null) continue
    const verifiedAt = registeredAt + plan.verifiedAfterHours * HOUR_MS
    await markUserVerified(store, user.id)
    await startTrials(store, user.id, email, verifiedAt)
    entries.push(call(verifiedAt, email, 'verify'))
    people.push({ email, work: ['search'], channels: [[WEBSITE, 1]], activity: 0.5, from: verifiedAt, until: addMonths(verifiedAt, TRIAL.trialMonths) })
  }
  return { people, entries }
}

/** The force's application, approved by the global administrator, and a contractor's still pending. */
async function addApplications(store: Store, now: number): Promise<string> {
  const admin = await findUserByEmail(store, `admin@${DEMO_DOMAIN}`)
  const creator = await findUserByEmail(store, emailOf('Priya Shah', 'northshire.police.example'))
  const contractor = await findUserByEmail(store, emailOf('Lena Fischer', 'imaging-lab.example'))
  if (!admin || !creator || !contractor) throw new Error('the demo applications need the demo administrator and Northshire staff')
  const linker = await createApplication(
    store,
    creator.id,
    {
      name: 'Northshire case linker',
      description: 'Links Northshire case files to the Sightline searches made for them.',
      callbackUrl: 'https://caselinker.northshire.police.example/callback',
      postLogoutRedirectUri: 'https://caselinker.northshire.police.example/signed-out',
    },
    now - 120 * DAY_MS,
    Number.MAX_SAFE_INTEGER,
  )
  // Its secret was only ever the creator's to copy: the service keeps the hash alone.
  if (!linker) throw new Error('the demo case linker was not stored')
  await approveApplications(store, admin.id, [linker.application.id], new Map([[linker.application.id, linker.application.version]]))
  await createApplication(
    store,
    contractor.id,
    {
      name: 'Imaging lab evidence viewer',
      description: 'Opens the sightings of a case in the lab’s own viewer.',
      callbackUrl: 'https://viewer.imaging-lab.example/oauth/callback',
      postLogoutRedirectUri: null,
    },
    now - 5 * DAY_MS,
    Number.MAX_SAFE_INTEGER,
  )
  return linker.application.clientId
}

/** Replaces the stand-in for the force's application with its client id. */
function withClientId(people: HistoryPerson[], clientId: string): HistoryPerson[] {
  return people.map((p) => ({
    ...p,
    channels: p.channels.map(([channel, weight]) => [channel.requestingApp === CASE_LINKER ? applicationChannel(clientId) : channel, weight] as const),
  }))
}

/**
 * Adds the administration data to a demo whose accounts `demo` holds, in one transaction; `seed` draws the
 * history, which ends at `now`.
 */
export async function seedDemoAdministration(store: Store, demo: DemoData, now: number, seed: number): Promise<DemoAdministration> {
  return inTransaction(store, async (tx): Promise<DemoAdministration> => {
    const accounts: HistoryPerson[] = demo.accounts.flatMap(({ email }) => {
      const plan = DEMO_ACCOUNT_HISTORY[email.slice(0, email.indexOf('@'))]
      return plan ? [{ ...plan, email, licenceId: demo.licenceId }] : []
    })
    await addLicensedEntity(tx, demo.licenceId, CASEWORK_DOMAIN, ['MetadataSearch'])
    const casework: HistoryPerson[] = []
    for (const staff of CASEWORK) casework.push(await addStaff(tx, staff, 'Sightline demo', now))
    const forces: { id: number; people: HistoryPerson[] }[] = []
    for (const plan of Object.values(LICENCES)) forces.push(await addLicence(tx, plan, now))
    const clientId = await addApplications(tx, now)
    const trial = await addTrial(tx, now)
    const people = withClientId([...accounts, ...casework, ...forces.flatMap((f) => f.people), ...trial.people], clientId)
    const entries = [...trial.entries, ...usageHistory(people, now, seed)].sort((a, b) => a.at - b.at)
    await recordCalls(tx, entries)
    return { licences: forces.length, trialCode: TRIAL.code, auditEntries: entries.length }
  })
}
