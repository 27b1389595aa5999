// A contribution as the screen edits it (spec-3 §3 "Contribution payload", §4 "Contribution", §5): the corrections
// text, the website and the uniform policy, started from the school as loaded; what Submit sends is only what
// changed: the website if changed, the policy (yes true, no false, unknown null) if changed, the corrections if
// any were written.

import type { ContributionPayload, School } from '../../../shared/api/types/uniforms.js'

/** spec-3 §9 "Policy choices", in the toggle's order. */
export const POLICY_CHOICES = ['yes', 'unknown', 'no'] as const
export type PolicyChoice = (typeof POLICY_CHOICES)[number]
export const POLICY_LABELS: Record<PolicyChoice, string> = { yes: 'Yes', unknown: 'Unknown', no: 'No' }

export interface ContributionDraft {
  correction: string
  website: string
  policy: PolicyChoice
}

export const policyOf = (uniformWorn: boolean | null): PolicyChoice => (uniformWorn === true ? 'yes' : uniformWorn === false ? 'no' : 'unknown')
export const uniformWornOf = (policy: PolicyChoice): boolean | null => (policy === 'yes' ? true : policy === 'no' ? false : null)

/** The school's policy as the details panel reads it. */
export const policyText = (uniformWorn: boolean | null): string => POLICY_LABELS[policyOf(uniformWorn)]

export function draftOf(school: Pick<School, 'website' | 'uniformWorn'>): ContributionDraft {
  return { correction: '', website: school.website ?? '', policy: policyOf(school.uniformWorn) }
}

/** spec-3 §5: only the changed fields; a website is compared as typed, without its surrounding spaces. */
export function contributionPayload(school: Pick<School, 'website' | 'uniformWorn'>, draft: ContributionDraft): ContributionPayload {
  const payload: ContributionPayload = {}
  const correction = draft.correction.trim()
  if (correction !== '') payload.detailCorrection = correction
  const website = draft.website.trim()
  if (website !== (school.website ?? '').trim()) payload.website = website
  const uniformWorn = uniformWornOf(draft.policy)
  if (uniformWorn !== school.uniformWorn) payload.uniformWorn = uniformWorn
  return payload
}

/** Whether leaving now would lose something typed: anything Submit would send. */
export const hasEdits = (school: Pick<School, 'website' | 'uniformWorn'>, draft: ContributionDraft): boolean =>
  Object.keys(contributionPayload(school, draft)).length > 0

/**
 * Where the website's link-out icon goes, and what the website may be: the address as typed, with https:// before
 * a bare host; null for anything that is not an http or https address of a named host (a link never runs a
 * script or opens another scheme). The service reads an address by the same rule.
 */
export function websiteHref(text: string): string | null {
  const typed = text.trim()
  if (typed === '' || /\s/.test(typed)) return null
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed}`)
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname.includes('.')) return null
    return url.href
  } catch {
    return null
  }
}

export const WEBSITE_PROBLEM = 'Enter the address of a website, such as www.school.example.sch.uk, or leave it empty.'
/** What Submit says when nothing was changed and no image uploaded. */
export const NOTHING_CHANGED = 'Nothing to submit yet: write a correction, change the website or the uniform policy, or upload images.'

/** The draft's problems before anything is sent: a changed website must be a web address (or empty, for none). */
export function draftProblems(school: Pick<School, 'website'>, draft: ContributionDraft): { website?: string } {
  const website = draft.website.trim()
  if (website === '' || website === (school.website ?? '').trim() || websiteHref(website) !== null) return {}
  return { website: WEBSITE_PROBLEM }
}
