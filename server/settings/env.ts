// What the edge's and the built-in service's settings share: the error naming a bad variable, reading a
// variable's text, on/off or whole-number value, and stopping start-up on a bad value.

export type Env = Record<string, string | undefined>

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable} ${detail}`)
    this.name = 'ConfigError'
  }
}

/** The trimmed value of a variable; blank counts as unset. */
export function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/** An on/off variable: 1/true/yes/on or 0/false/no/off, any case; blank takes the fallback. */
export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase()
  if (raw === undefined) return fallback
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true
  if (['0', 'false', 'no', 'off'].includes(raw)) return false
  throw new ConfigError(name, `must be 1 or 0 (or true/false), got "${raw}"`)
}

/** A whole number from min to max; blank takes the fallback. */
export function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name)
  if (raw === undefined) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return Number(raw)
}

/** Loads settings, or prints the bad variable and exits: a process must not start on a bad setting. */
export function settingsOrExit<T>(load: () => T): T {
  try {
    return load()
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    console.error(`Invalid setting: ${err.message}`)
    process.exit(1)
  }
}
