// The version tag of a licensed entity (RFC 9110 §8.8.3 ETag, §13.1.1 If-Match): the roles call changes an
// entity only as of the version its caller last saw, so that of two administrators changing one entity's
// roles from the same page, the second is told of the first's change rather than overwriting it unseen.

import { CallFailure } from '../failures.js'

export const IF_MATCH_REQUIRED =
  "This change needs an If-Match header with the entity's version tag (the ETag its last reply gave): load the licence's emails and domains, then send the tag of this one."
export const IF_MATCH_UNUSABLE = `The If-Match header must be the entity's version tag, like "3", as its last reply gave it.`
export const entityChanged = (value: string) =>
  `Someone else has changed the roles of ${value} since this page loaded. Reload to see their change, then try again.`

/** A strong tag: the version as a quoted string. */
export const entityTag = (version: number) => `"${version}"`

/**
 * The versions an If-Match header names: 428 without one, 400 for one that names no version (a weak tag
 * or `*`, which would match whatever the entity has become, included).
 */
export function versionsOfIfMatch(header: string | string[] | undefined): number[] {
  const text = Array.isArray(header) ? header.join(',') : header
  if (text === undefined || text.trim() === '') throw new CallFailure(428, IF_MATCH_REQUIRED)
  const versions = text.split(',').map((tag) => /^"([1-9][0-9]{0,14})"$/.exec(tag.trim())?.[1])
  if (versions.some((version) => version === undefined)) throw new CallFailure(400, IF_MATCH_UNUSABLE)
  return versions.map(Number)
}
