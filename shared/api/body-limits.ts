// How large a call's body may be: 1 MB for every call, except the upload calls listed here, which take
// the upload limit (UPLOAD_LIMIT_MB; spec-2 §9: 100 MB in the high-security build). The edge and the
// built-in service both read this list, so that a new upload call is added here once.

/** The largest body of a call that is not an upload: JSON and form bodies are small. */
export const CALL_BODY_LIMIT = 1024 * 1024

export interface UploadCall {
  method: 'POST' | 'PUT'
  /** The path as a route names it: a segment starting with ':' stands for any one segment. */
  path: string
}

export const UPLOAD_CALLS: readonly UploadCall[] = [
  // spec-2 §7 "BigSearch": the case's metadata file, as form data (JSON in the high-security build).
  { method: 'POST', path: '/v1/bigsearch/data' },
  // spec-3 "Uniform Intelligence Hub": a contributor's images of a school, as multipart form data.
  { method: 'POST', path: '/v1/uniforms/schools/:schoolId/images' },
  // spec-2 §7 "Camera ID": a fingerprint, as JSON (its own limit, CAMID_UPLOAD_LIMIT_BYTES, set on its route).
  { method: 'POST', path: '/v1/cameraid/queries/:fileName' },
]

function samePath(pattern: string, path: string): boolean {
  const wanted = pattern.split('/')
  const given = path.split('/')
  return wanted.length === given.length && wanted.every((segment, i) => (segment.startsWith(':') ? given[i] !== '' : segment === given[i]))
}

/**
 * Whether `method path` is an upload call. `path` is a request's path without its query, or a route's
 * pattern: a route's `:param` segment matches the list's `:param` segment in the same place.
 */
export function isUploadCall(method: string, path: string): boolean {
  return UPLOAD_CALLS.some((call) => call.method === method.toUpperCase() && samePath(call.path, path))
}

const MB = 1024 * 1024

/** "1 MB", "100 MB", "64 KB": a limit as the refusal says it. */
export function sizeInWords(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`
}

/** The refusal of a body over its call's limit, in the same words at the edge and in the service. */
export function bodyTooLarge(limitBytes: number): string {
  return `The request body is too large: at most ${sizeInWords(limitBytes)}.`
}
