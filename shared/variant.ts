// The build variant (ARCHITECTURE.md "The high-security build"): build.mjs defines __HIGHSIDE__ as a literal,
// so code behind `if (!HIGHSIDE)` is dropped from the high-security bundles. Unbundled (tests) it is false.

declare const __HIGHSIDE__: boolean | undefined

export const HIGHSIDE: boolean = typeof __HIGHSIDE__ !== 'undefined' && __HIGHSIDE__ === true
