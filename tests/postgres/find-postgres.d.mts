export declare const DEBIAN_POSTGRES: string
export declare const OLDEST_MAJOR: number
export declare function findPostgres(env?: NodeJS.ProcessEnv): { bin?: string; source?: string; error?: string }
