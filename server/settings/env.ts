// What the edge's and the built-in service's settings share: the error naming a bad variable, reading a
// variable's text, and stopping start-up on a bad value.

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
