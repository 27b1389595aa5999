// The accounts a service starts with when its users table is empty: the demo accounts (DEMO=1), listed
// once on stdout and in DATA_DIR/demo-accounts.txt, with the demo's administration data (licences, a trial,
// applications, weeks of usage); or else the first administrator from ADMIN_EMAIL.

import { chmodSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { seedDemo, type DemoAccount } from '../store/seed.js'
import { anyUsers } from '../store/first-accounts.js'
import { createUser } from '../store/users.js'
import { hashPassword } from '../store/passwords.js'
import type { Store } from '../store/engine/store.js'
import { seedDemoAdministration } from '../seed/administration.js'
import { DEFAULT_SEED } from '../seed/load.js'
import { HISTORY_WEEKS } from '../seed/usage-history.js'

export const DEMO_ACCOUNTS_FILE = 'demo-accounts.txt'
/** The file holds working passwords: only the service's own user may read it. */
const DEMO_FILE_MODE = 0o600

export interface FirstAccountSettings {
  demo: boolean
  firstAdmin: { email: string; password: string } | null
  publicUrl: string
  dataDir: string
}

export type FirstAccounts = 'existing' | 'demo' | 'admin' | 'none'

/** One line per account: email, password and comma-separated roles, separated by tabs. */
export function demoAccountsText(accounts: readonly DemoAccount[]): string {
  return accounts.map((a) => `${a.email}\t${a.password}\t${a.roles.join(',')}\n`).join('')
}

/** Makes the first accounts of a service whose users table is empty, on either engine. */
export async function prepareFirstAccounts(
  data: { store: Store },
  settings: FirstAccountSettings,
  now: number,
  print: (line: string) => void,
): Promise<FirstAccounts> {
  const { store } = data
  if (await anyUsers(store)) return 'existing'
  if (settings.demo) {
    const demo = await seedDemo(store, settings.publicUrl, now)
    const { accounts } = demo
    const started = performance.now()
    const added = await seedDemoAdministration(store, demo, now, DEFAULT_SEED)
    const ms = Math.round(performance.now() - started)
    const file = join(settings.dataDir, DEMO_ACCOUNTS_FILE)
    writeFileSync(file, demoAccountsText(accounts), { mode: DEMO_FILE_MODE })
    // The mode above applies only to a new file; one left from an earlier database is tightened too.
    chmodSync(file, DEMO_FILE_MODE)
    print(`Demo accounts (also in ${file}):`)
    for (const line of demoAccountsText(accounts).trimEnd().split('\n')) print(`  ${line}`)
    print(
      `Demo administration data: ${added.licences} more licences, trial ${added.trialCode}, applications and ` +
        `${added.auditEntries.toLocaleString('en')} audit entries of ${HISTORY_WEEKS} weeks, in ${ms} ms.`,
    )
    return 'demo'
  }
  if (settings.firstAdmin) {
    const passwordHash = await hashPassword(settings.firstAdmin.password)
    await createUser(store, { email: settings.firstAdmin.email, passwordHash, isAdmin: true, verified: true }, now)
    print(`Created the first administrator, ${settings.firstAdmin.email}.`)
    return 'admin'
  }
  return 'none'
}
