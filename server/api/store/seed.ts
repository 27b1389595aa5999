// Demo data for a DEMO=1 service, on either engine: one verified account per role combination, a demo licence
// granting their licence roles, and one active OAuth-style application.

import { sql } from 'kysely'
import { GLOBAL_ADMIN } from '../../../shared/roles.js'
import { createUser } from './users.js'
import { changesOf, firstOf, inTransaction } from './engine/query.js'
import type { Store } from './engine/store.js'
import { addLicensedEntity, createLicence } from './licences.js'
import { hashPassword, hashToken, randomToken } from './passwords.js'

export const DEMO_DOMAIN = 'demo.sightline.example'
/** The public client id of the demo application, which shows the sign-in and sign-out redirects. */
export const DEMO_CLIENT_ID = 'sightline-demo-client'
/** Marks the account that must enter an emailed login code, in the demo accounts file's roles column. */
export const MFA_MARK = 'mfa'

interface DemoAccountPlan {
  name: string
  licenceRoles: string[]
  isAdmin?: boolean
  mfaRequired?: boolean
  needsJustification?: boolean
}

/** One account per role combination the product treats differently (spec-1 §6, spec-3 §6). */
const DEMO_ACCOUNTS: readonly DemoAccountPlan[] = [
  { name: 'admin', licenceRoles: [], isAdmin: true },
  { name: 'investigator', licenceRoles: ['MetadataSearch'] },
  { name: 'justification', licenceRoles: ['MetadataSearch'], needsJustification: true },
  { name: 'mfa', licenceRoles: ['MetadataSearch'], mfaRequired: true },
  { name: 'uniforms', licenceRoles: ['UniformSearch'] },
  // A second user of the Hub who has not seen it: its terms are still to accept (spec-3 §4 "Uniform terms").
  { name: 'uniforms-new', licenceRoles: ['UniformSearch'] },
  { name: 'contributor', licenceRoles: ['UniformContributor'] },
  // A second contributor, for two corrections of one school at once (spec-3 §4 "Contribution").
  { name: 'contributor2', licenceRoles: ['UniformContributor', 'UniformSearch'] },
  { name: 'camid', licenceRoles: ['CameraId'] },
  { name: 'ctd', licenceRoles: ['CTD'] },
  { name: 'licence-admin', licenceRoles: ['Admin', 'Audit', 'DomainAudit', 'UsageStats'] },
  { name: 'appcreator', licenceRoles: ['AppCreator'] },
  { name: 'nolicence', licenceRoles: [] },
]

const DEMO_LICENCE_MS = 365 * 24 * 60 * 60 * 1000
/** 15 random bytes: 20 base64url characters, beyond guessing and easy to copy. */
const DEMO_PASSWORD_BYTES = 15

export interface DemoAccount {
  email: string
  password: string
  /** The spec's role names, plus `admin` for the global admin and `mfa` for the account needing a code. */
  roles: string[]
}

export interface DemoApplication {
  clientId: string
  callbackUrl: string
  postLogoutRedirectUri: string
}

export interface DemoData {
  accounts: DemoAccount[]
  application: DemoApplication
  /** The demo licence, which grants the demo accounts their licence roles. */
  licenceId: number
}

/** Creates the demo accounts, licence and application; `publicUrl` is where the demo application lives. */
export async function seedDemo(store: Store, publicUrl: string, now: number): Promise<DemoData> {
  const planned = await Promise.all(
    DEMO_ACCOUNTS.map(async (plan) => {
      const password = randomToken(DEMO_PASSWORD_BYTES)
      return { plan, password, passwordHash: await hashPassword(password) }
    }),
  )
  return inTransaction(store, async (tx) => {
    const allRoles = [...new Set(DEMO_ACCOUNTS.flatMap((a) => a.licenceRoles))].sort()
    // Opened half a year before the first start, as the demo's usage history (seed/usage-history.ts) is.
    const openedAt = now - DEMO_LICENCE_MS / 2
    const licence = await createLicence(tx, { name: 'Demo licence', maxSeats: 100, expiresAt: now + DEMO_LICENCE_MS, availableRoles: allRoles }, openedAt)
    const accounts: DemoAccount[] = []
    for (const { plan, password, passwordHash } of planned) {
      const email = `${plan.name}@${DEMO_DOMAIN}`
      await createUser(
        tx,
        {
          email,
          passwordHash,
          firstName: 'Demo',
          lastName: plan.name,
          organization: 'Sightline demo',
          isAdmin: plan.isAdmin,
          mfaRequired: plan.mfaRequired,
          needsJustification: plan.needsJustification,
          verified: true,
        },
        now,
      )
      if (plan.licenceRoles.length > 0) await addLicensedEntity(tx, licence.id, email, plan.licenceRoles)
      const roles = [...(plan.isAdmin ? [GLOBAL_ADMIN] : []), ...plan.licenceRoles, ...(plan.mfaRequired ? [MFA_MARK] : [])]
      accounts.push({ email, password, roles })
    }
    const application = await createDemoApplication(tx, publicUrl, now)
    return { accounts, application, licenceId: licence.id }
  })
}

async function createDemoApplication(tx: Store, publicUrl: string, now: number): Promise<DemoApplication> {
  const application = {
    clientId: DEMO_CLIENT_ID,
    callbackUrl: `${publicUrl}/sso/demo/callback`,
    postLogoutRedirectUri: `${publicUrl}/sso/demo/signed-out`,
  }
  const admin = (await firstOf(tx, sql<{ id: number }>`SELECT id FROM users WHERE is_admin = 1 ORDER BY id LIMIT 1`))?.id ?? null
  // The demo client shows the sign-in and sign-out redirects only: its secret is random and never shown, so
  // it redeems no code. A real application is registered on the applications screens or by the operator.
  await changesOf(
    tx,
    sql`INSERT INTO applications (name, description, callback_url, post_logout_redirect_uri, client_id, client_secret_hash,
         creator_user_id, created_at, approved_by, state)
       VALUES ('Demo partner tool', 'An OAuth-style client for trying sign-in and sign-out redirects.', ${application.callbackUrl},
         ${application.postLogoutRedirectUri}, ${application.clientId}, ${hashToken(randomToken())}, ${admin}, ${now}, ${admin}, 'active')`,
  )
  return application
}

