// The demo accounts a server made on first start (DATA_DIR/demo-accounts.txt: email, password, roles).

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { dataDir, type ServerName } from '../servers.js'

export interface DemoAccount {
  email: string
  password: string
  /** The spec's role names, plus `admin` for the global admin and `mfa` for the account that needs a code. */
  roles: string[]
}

export function demoAccounts(server: ServerName = 'standard'): DemoAccount[] {
  const text = readFileSync(join(dataDir(server), 'demo-accounts.txt'), 'utf8')
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [email = '', password = '', roles = ''] = line.split('\t')
      return { email, password, roles: roles.split(',').filter(Boolean) }
    })
}

/** The demo account whose roles are exactly these (in any order). */
export function accountWithRoles(roles: string[], server: ServerName = 'standard'): DemoAccount {
  const wanted = [...roles].sort().join(',')
  const found = demoAccounts(server).find((a) => [...a.roles].sort().join(',') === wanted)
  if (!found) throw new Error(`No demo account has exactly the roles [${wanted}]`)
  return found
}

/** The demo account whose address starts with this name (e.g. "justification"). */
export function accountNamed(name: string, server: ServerName = 'standard'): DemoAccount {
  const found = demoAccounts(server).find((a) => a.email.startsWith(`${name}@`))
  if (!found) throw new Error(`No demo account named ${name}`)
  return found
}
