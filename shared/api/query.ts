// Encodes query strings and form bodies for /v1 calls: arrays become repeated keys, undefined is dropped.

export type ParamValue = string | number | boolean | readonly string[] | null | undefined
export type Params = Readonly<Record<string, ParamValue>>

/** The parameters as URLSearchParams, in the object's key order. */
export function toSearchParams(params: Params | URLSearchParams): URLSearchParams {
  if (params instanceof URLSearchParams) return new URLSearchParams(params)
  const out = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    // spec-1 §7: repeated filters become arrays, sent as the same key once per value
    if (Array.isArray(value)) for (const item of value as readonly string[]) out.append(key, item)
    else out.append(key, String(value))
  }
  return out
}

/** Appends the parameters to a path that may already carry a query (e.g. '/sightings?map'). */
export function withQuery(path: string, params?: Params | URLSearchParams): string {
  const encoded = params ? toSearchParams(params).toString() : ''
  if (encoded === '') return path
  const joiner = !path.includes('?') ? '?' : path.endsWith('?') || path.endsWith('&') ? '' : '&'
  return path + joiner + encoded
}
