// The application form's rules (spec-3 §5 "Create application"): name, description and callback URL
// required, the post-logout redirect URI optional, and both addresses ones a user may safely be sent to
// with their sign-in code: https, or plain http only to the creator's own machine. Each problem is named
// under its field before anything is sent; a refusal from the service goes under the field it names.

import { redirectAddressProblem, type RedirectAddressProblem } from '../../../shared/accounts/redirectAddress.js'
import {
  APPLICATION_ADDRESS_MAX,
  APPLICATION_DESCRIPTION_MAX,
  APPLICATION_NAME_MAX,
  type Application,
  type ApplicationRequest,
} from '../../../shared/api/types/applications.js'
import { groupedNumber } from '../../../shared/format/numbers.js'
import type { Problems } from '../../../shared/state/formDraft.js'
import { problemsFound, requiredTextProblem } from '../../../shared/ui/form/fieldRules.js'

/** The call's fields as typed: each as text, no post-logout address as empty. */
export type ApplicationDraft = Record<keyof ApplicationRequest, string>

export const NAME_REQUIRED = "Enter the application's name."
export const NAME_ONE_LINE = 'Write the name on one line.'
export const DESCRIPTION_REQUIRED = 'Describe what the application does.'
export const CALLBACK_REQUIRED = 'Enter the callback URL.'
export const tooLong = (max: number) => `Use at most ${groupedNumber(max)} characters.`

export function emptyApplicationDraft(): ApplicationDraft {
  return { name: '', description: '', callbackURL: '', postLogoutRedirectUri: '' }
}

/** The form filled with an application's fields, for editing it. */
export function draftOf(application: Application): ApplicationDraft {
  return {
    name: application.name,
    description: application.description,
    callbackURL: application.callbackURL,
    postLogoutRedirectUri: application.postLogoutRedirectUri ?? '',
  }
}

/** Each problem of a redirect address as the sentence a user reads. */
const ADDRESS_SENTENCES: Readonly<Record<RedirectAddressProblem, string>> = {
  characters: 'Remove the spaces, control characters or backslashes from the address.',
  incomplete: 'Enter a full address, like https://app.example/callback.',
  insecure: 'Use an https address (http only to 127.0.0.1, [::1] or localhost).',
  fragment: 'Remove the fragment (#…) from the address.',
  credentials: 'Remove the user name or password from the address.',
}

/** Why an address cannot be sent to, as the sentence a user reads; null when it can. */
export function addressProblem(address: string): string | null {
  const problem = redirectAddressProblem(address)
  return problem && ADDRESS_SENTENCES[problem]
}

function textProblem(text: string, max: number, required: string): string | undefined {
  return requiredTextProblem(text, { required, max, tooLong: tooLong(max) })
}

function optionalAddressProblem(address: string): string | undefined {
  const trimmed = address.trim()
  if (trimmed === '') return undefined
  if (trimmed.length > APPLICATION_ADDRESS_MAX) return tooLong(APPLICATION_ADDRESS_MAX)
  return addressProblem(trimmed) ?? undefined
}

/** What is wrong with each field; empty when the application can be sent. */
export function applicationProblems(draft: ApplicationDraft): Problems<ApplicationDraft> {
  return problemsFound<ApplicationDraft>({
    name: textProblem(draft.name, APPLICATION_NAME_MAX, NAME_REQUIRED) ?? (/\p{Cc}/u.test(draft.name.trim()) ? NAME_ONE_LINE : undefined),
    description: textProblem(draft.description, APPLICATION_DESCRIPTION_MAX, DESCRIPTION_REQUIRED),
    callbackURL: draft.callbackURL.trim() === '' ? CALLBACK_REQUIRED : optionalAddressProblem(draft.callbackURL),
    postLogoutRedirectUri: optionalAddressProblem(draft.postLogoutRedirectUri),
  })
}

/** The call's body: trimmed, and no post-logout address as null. */
export function applicationRequestOf(draft: ApplicationDraft): ApplicationRequest {
  const signedOut = draft.postLogoutRedirectUri.trim()
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    callbackURL: draft.callbackURL.trim(),
    postLogoutRedirectUri: signedOut === '' ? null : signedOut,
  }
}
