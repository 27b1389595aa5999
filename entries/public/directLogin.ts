// spec-1 §2.4, §8: the high-security build signs in only on behalf of an application (a client_id).

import type { OAuthParameters } from '../../shared/api/types/account.js'

export const DIRECT_LOGIN_UNAVAILABLE = 'Direct login is not available.'

export function isDirectLoginAvailable(highside: boolean, oauth: OAuthParameters): boolean {
  return !highside || !!oauth.client_id
}
