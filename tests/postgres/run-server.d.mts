// Types of run-server.mjs for the test files that read the run's PostgreSQL server.

export declare const RUN_SERVER_VARIABLE: 'SIGHTLINE_TEST_POSTGRES'
export declare function runServerUrl(env?: NodeJS.ProcessEnv): string | undefined
