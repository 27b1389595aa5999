// The PostgreSQL server a test run shares (run-with-server.mjs starts it): the environment variable that carries
// its address to the test files, and reading it there.

export const RUN_SERVER_VARIABLE = 'SIGHTLINE_TEST_POSTGRES'

/** The address (`postgres://…/postgres`) of the run's server, or undefined when the file runs without one. */
export function runServerUrl(env = process.env) {
  return env[RUN_SERVER_VARIABLE] || undefined
}
