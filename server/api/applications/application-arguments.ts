// The arguments of `applications.mjs create` read into an application's fields, or the one line that says
// what is wrong. The addresses are held to the rule the applications calls keep (accounts/application-form.ts:
// https, or http only to this machine for a desktop tool's loopback listener; no fragment, no credentials).

import { parseArgs } from 'node:util'
import { APPLICATION_ADDRESS_MAX, APPLICATION_NAME_MAX, APPLICATION_DESCRIPTION_MAX } from '../../../shared/api/types/applications.js'
import { addressProblem as redirectProblem } from '../accounts/application-form.js'
import type { OperatorApplicationFields } from '../store/operator-applications.js'

export const USAGE =
  'usage: node dist/server/applications.mjs create --name NAME --callback-url URL ' +
  '[--post-logout-redirect-uri URL] [--description TEXT] [--data-dir DIR]'

export type ParsedArguments = { ok: true; fields: OperatorApplicationFields; dataDir: string | undefined } | { ok: false; message: string }

/** Why `value` cannot be an application's address, or null when it can. */
export function addressProblem(value: string): string | null {
  // The applications calls bound it by their schema; sign-in could never match a longer one.
  if (value.length > APPLICATION_ADDRESS_MAX) return `is longer than ${APPLICATION_ADDRESS_MAX} characters`
  return redirectProblem(value)
}

function oneLine(option: string, value: string, problem: string): string {
  const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value
  return `--${option} ${problem}, got ${JSON.stringify(shown)}`
}

/** Reads `create` and its options; every refusal is a single line naming the option. */
export function parseApplicationArguments(args: string[]): ParsedArguments {
  let parsed
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        description: { type: 'string' },
        'callback-url': { type: 'string' },
        'post-logout-redirect-uri': { type: 'string' },
        'data-dir': { type: 'string' },
      },
    })
  } catch (err) {
    // Node's message goes on to explain positionals; its first sentence names the option.
    return { ok: false, message: `${(err as Error).message.split('. ', 1)[0]}; ${USAGE}` }
  }
  const [command, ...extra] = parsed.positionals
  if (command !== 'create' || extra.length > 0) return { ok: false, message: USAGE }
  const { values } = parsed
  const name = values.name?.trim() ?? ''
  if (name === '' || name.length > APPLICATION_NAME_MAX || /\p{Cc}/u.test(name)) {
    return { ok: false, message: `--name is required: one line of at most ${APPLICATION_NAME_MAX} characters; ${USAGE}` }
  }
  const description = values.description?.trim() ?? ''
  if (description.length > APPLICATION_DESCRIPTION_MAX) {
    return { ok: false, message: `--description must be at most ${APPLICATION_DESCRIPTION_MAX} characters` }
  }
  const callbackUrl = values['callback-url']?.trim() ?? ''
  if (callbackUrl === '') return { ok: false, message: `--callback-url is required; ${USAGE}` }
  const callbackProblem = addressProblem(callbackUrl)
  if (callbackProblem) return { ok: false, message: oneLine('callback-url', callbackUrl, callbackProblem) }
  const signedOut = values['post-logout-redirect-uri']?.trim() || null
  const signedOutProblem = signedOut === null ? null : addressProblem(signedOut)
  if (signedOut !== null && signedOutProblem) {
    return { ok: false, message: oneLine('post-logout-redirect-uri', signedOut, signedOutProblem) }
  }
  return { ok: true, fields: { name, description, callbackUrl, postLogoutRedirectUri: signedOut }, dataDir: values['data-dir'] }
}
