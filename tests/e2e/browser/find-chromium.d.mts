// Types of find-chromium.mjs for playwright.config.ts.

export declare const DEBIAN_CHROMIUM: string
export declare function findChromium(env?: Record<string, string | undefined>): { path?: string; source?: string; error?: string }
export declare const DEBIAN_HEADLESS_SHELL: string
