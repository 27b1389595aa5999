// The bounds of the applications calls (spec-3 §3 "Application", §5) that the browser and the service both
// read. A leaf: applications.ts (types) and schemas/applications.ts import it, it imports neither.

export const APPLICATION_NAME_MAX = 100
export const APPLICATION_DESCRIPTION_MAX = 1000
/** The longest redirect_uri sign-in reads (schemas/account.ts): a longer callback could never be matched. */
export const APPLICATION_ADDRESS_MAX = 2048
/** docs/operations.md "Limits on what users create": applications 10 per creator. */
export const APPLICATIONS_PER_CREATOR = 10
/** The largest table page (spec-3 §9: 25, 50, 100, 200): more ids than one selection can hold. */
export const BULK_IDS_MAX = 200
