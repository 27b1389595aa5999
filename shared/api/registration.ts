// The registration calls (spec-1 §7, spec-3 §4): a new account, a trial's sign-up, the emailed link's
// verification, and the password reset with its new password; all form-encoded, as the service takes them.

import { api as defaultApi, type ApiClient } from './client.js'
import type { Reply } from './types/reply.js'
import type {
  AccountReply,
  PasswordResetRequestForm,
  RegisterForm,
  TrialForm,
  UpdatePasswordForm,
  VerifyForm,
  VerifyReply,
} from './types/account.js'

export interface RegistrationCalls {
  /** POST /v1/register. */
  register(form: RegisterForm): Promise<Reply<AccountReply>>
  /** POST /v1/trial: registration with a trial's sign-up code. */
  registerTrial(form: TrialForm): Promise<Reply<AccountReply>>
  /** POST /v1/register/verify. */
  verify(form: VerifyForm): Promise<Reply<VerifyReply>>
  /** POST /v1/register/requestpasswordreset. */
  requestPasswordReset(form: PasswordResetRequestForm): Promise<Reply<AccountReply>>
  /** POST /v1/register/updatepassword. */
  updatePassword(form: UpdatePasswordForm): Promise<Reply<AccountReply>>
}

export function registrationCalls(api: ApiClient = defaultApi): RegistrationCalls {
  // A form's fields are copied into a plain record: the client's form type takes any string keys.
  const postForm = <T extends object>(path: string, form: object) => api.post<T>(path, { form: { ...form } })
  return {
    register: (form) => postForm<AccountReply>('/register', form),
    registerTrial: (form) => postForm<AccountReply>('/trial', form),
    verify: (form) => postForm<VerifyReply>('/register/verify', form),
    requestPasswordReset: (form) => postForm<AccountReply>('/register/requestpasswordreset', form),
    updatePassword: (form) => postForm<AccountReply>('/register/updatepassword', form),
  }
}

/** The registration calls with the browser's client. */
export const registration: RegistrationCalls = registrationCalls()
