// The young generation of each of the built-in service's processes (issue 14: the service's memory stays
// bounded). V8 lets a process's young generation grow to 16 MB a semi-space, and the pages it touched stay
// resident: some 30 MB per process, three processes or more. The service's calls make their garbage in small
// pieces (a reply of 1,000 results is about 1 MB of JSON), which a few MB collect as well; the large readers
// (an upload's inspection, the job engine) run in threads with their own limits.

import { wholeNumber, type Env } from './env.js'

/**
 * API_SEMI_SPACE_MB's default. Side by side at 1,000,000 sightings (tests/bench/search.mjs), the searches' p50 and
 * p95 were alike with 2 MB and with V8's 16, and each worker held some 30 MB less.
 */
export const DEFAULT_SEMI_SPACE_MB = 2
const FLAG = '--max-semi-space-size'
/** V8 takes its flags with dashes or underscores. */
const GIVEN_FLAG = /^--max[-_]semi[-_]space[-_]size=/

/** API_SEMI_SPACE_MB: each service process's young-generation semi-space, in MB. */
export function semiSpaceMb(env: Env): number {
  return wholeNumber(env, 'API_SEMI_SPACE_MB', DEFAULT_SEMI_SPACE_MB, 1, 64)
}

/** A process's node options with the semi-space set to `mb`, in place of one given before. */
export function withSemiSpace(execArgv: readonly string[], mb: number): string[] {
  return [...execArgv.filter((arg) => !GIVEN_FLAG.test(arg)), `${FLAG}=${mb}`]
}

/**
 * The node options for starting the service's primary from `env`. A bad value starts it without the flag:
 * the primary then refuses the value itself, naming it, as it does any bad setting.
 */
export function serviceExecArgv(execArgv: readonly string[], env: Env): string[] {
  try {
    return withSemiSpace(execArgv, semiSpaceMb(env))
  } catch {
    return [...execArgv]
  }
}
