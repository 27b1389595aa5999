// The example call the document gives each operation: a curl command with the credential a script would use for
// it (an API key for a read, an application's token for a write, a session's cookies where only a session will
// do) and a body made from the call's schema. Values a caller must choose are written <like-this>.

import type { Credential } from './access.js'

type Schema = Record<string, unknown>

/**
 * The bodies that are not JSON, each as curl sends it. A form's fields come before its file: the service reads
 * them as the file starts.
 */
function otherBodies(highside: boolean): Record<string, string[]> {
  return {
    // RFC 6749 §4.1.3: form fields, the client authenticated by HTTP Basic.
    'POST /v1/authenticate/token': [
      '-u "<client_id>:<client_secret>"',
      '-d grant_type=authorization_code -d "code=<code>" --data-urlencode "redirect_uri=<redirect_uri>" -d "code_verifier=<code_verifier>"',
    ],
    // spec-2 §7: the high-security build takes the file itself as the body, its user in a header.
    'POST /v1/bigsearch/data': highside
      ? ['-H "content-type: application/json" -H "x-upload-email: <your email>"', '--data-binary @case.json']
      : ['-F "email=<your email>"', '-F "file=@case.json;type=application/json"'],
    'POST /v1/uniforms/schools/:schoolId/images': ['-F "type=raw"', '-F "file=@photo.jpg;type=image/jpeg"'],
  }
}

const MAX_OPTIONAL_FIELDS = 4

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A value of the schema's shape, with placeholders where the caller chooses: the smallest body it takes. */
export function exampleOf(schema: unknown, name = 'value'): unknown {
  if (!isSchema(schema)) return `<${name}>`
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0]
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined
  if (Array.isArray(branches)) return exampleOf(branches.find((b) => isSchema(b) && b.type !== 'null') ?? branches[0], name)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'string':
      return `<${name}>`
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1
    case 'boolean':
      return true
    case 'array':
      return typeof schema.minItems === 'number' && schema.minItems > 0 ? [exampleOf(schema.items, name)] : []
    case 'object':
      return objectExample(schema)
    default:
      return undefined
  }
}

function objectExample(schema: Schema): Record<string, unknown> {
  const properties = isSchema(schema.properties) ? schema.properties : {}
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : []
  // With nothing required, a few of its fields show what the call takes.
  const names = required.length > 0 ? required : Object.keys(properties).slice(0, MAX_OPTIONAL_FIELDS)
  return Object.fromEntries(names.map((field) => [field, exampleOf(properties[field], field)]))
}

const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

const CREDENTIAL_OPTIONS: Record<Credential, string> = {
  apiKey: '-H "x-api-key: $SIGHTLINE_API_KEY"',
  agencyApplication: '-H "Authorization: Bearer $SIGHTLINE_ACCESS_TOKEN"',
  // A session's cookies, kept by signing in with: curl -c cookies.txt -d '{"username":…,"password":…}' …/v1/authenticate
  session: '-b cookies.txt -c cookies.txt',
}

export interface CurlCall {
  method: string
  /** The high-security build, whose BigSearch upload is sent differently. */
  highside: boolean
  /** The route's path as Fastify declares it (`/v1/sightings/:id`). */
  url: string
  /** The address the product is reached at, without a trailing slash. */
  baseUrl: string
  credential: Credential | null
  query?: unknown
  body?: unknown
}

/** The query parameters the call must have, each with its placeholder. */
function requiredQuery(query: unknown): string {
  if (!isSchema(query) || !Array.isArray(query.required)) return ''
  const properties = isSchema(query.properties) ? query.properties : {}
  return (query.required as string[]).map((name) => `${encodeURIComponent(name)}=${String(exampleOf(properties[name], name))}`).join('&')
}

/** The path with each parameter a placeholder, and the query with the parameters it must have. */
function addressOf(call: CurlCall): string {
  const path = call.url.replace(/:([A-Za-z0-9_]+)/g, '<$1>').replace(/\*$/, '<rest, URL-encoded>')
  const search = requiredQuery(call.query)
  return `${call.baseUrl}${path}${search ? `?${search}` : ''}`
}

/** The curl command for the call. */
export function curlExample(call: CurlCall): string {
  const parts = ['curl']
  if (call.method !== 'GET') parts.push(`-X ${call.method}`)
  if (call.credential) parts.push(CREDENTIAL_OPTIONS[call.credential])
  const other = otherBodies(call.highside)[`${call.method} ${call.url}`]
  if (other) parts.push(...other)
  else {
    const body = call.body === undefined ? undefined : exampleOf(call.body)
    if (body !== undefined) parts.push('-H "content-type: application/json"', `--data ${shellQuoted(JSON.stringify(body))}`)
  }
  parts.push(`"${addressOf(call)}"`)
  return parts.join(' \\\n  ')
}
