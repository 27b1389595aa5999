// How every failure of the built-in service is answered: the spec-1 §7 shape { success: false, error }
// with a message a user can read, never a stack or an internal detail (SECURITY.md), and `field` where the
// refusal is about one value the caller sent, so that a form shows it under that value.
//
// A field is the value's path inside the part of the request it was sent in (body, query string, path
// parameters or headers), written as a JSON Pointer without its leading slash: "name", "maxSeats",
// "entities/0/value" (RFC 6901 escapes: ~1 for a / in a name, ~0 for a ~).

import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import type { Failure } from '../../shared/api/types/reply.js'
import { bodyTooLarge } from '../../shared/api/body-limits.js'
import { serverBusy } from '../../shared/api/types/reply.js'
import { isDatabaseBusy } from './store/engine/errors.js'

/** Thrown by a route to fail with its own status and a message meant for the user. */
export class CallFailure extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The value refused, as the call names it ("expiresAt"): see the file's head for the form. */
    readonly field?: string,
  ) {
    super(message)
    this.name = 'CallFailure'
  }
}

export const failure = (error: string, field?: string): Failure =>
  field === undefined ? { success: false, error } : { success: false, error, field }

/** One name of a JSON Pointer, escaped (RFC 6901). */
export const pointerName = (name: string) => name.replaceAll('~', '~0').replaceAll('/', '~1')

/**
 * The field a schema refusal is about: the path ajv gives, or, when the refusal is the parent's (a required
 * field missing, a field the call does not take), that path and the field's name. None for the whole part
 * (a body that is no object).
 */
export function refusedField(errors: readonly FastifySchemaValidationError[]): string | undefined {
  const [first] = errors
  if (!first) return undefined
  const { missingProperty, additionalProperty } = first.params as { missingProperty?: unknown; additionalProperty?: unknown }
  const named = typeof missingProperty === 'string' ? missingProperty : typeof additionalProperty === 'string' ? additionalProperty : null
  const path = first.instancePath.slice(1)
  const field = named === null ? path : path === '' ? pointerName(named) : `${path}/${pointerName(named)}`
  return field === '' ? undefined : field
}

/** Fastify's own request errors, by code, with the words a user reads instead. */
const REQUEST_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'The request body has a type this call does not accept.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its declared length.'],
  FST_ERR_BAD_URL: [400, 'The request address is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The request address is too long.'],
}

const SERVER_FAILURE = 'Something went wrong on the server. Please try again.'

export interface FailureOf {
  status: number
  message: string
  /** The value refused, when the failure is about one. */
  field?: string
}

const withField = (failed: FailureOf, field: string | undefined): FailureOf => (field === undefined ? failed : { ...failed, field })

/** The status, message and refused field of an error thrown while answering a request. */
export function failureOf(err: FastifyError | Error): FailureOf {
  const { statusCode, validation } = err as FastifyError
  // A route's schemaErrorFormatter may answer with its own words (form-fields.ts): the field is still ajv's.
  const schemaField = validation ? refusedField(validation) : undefined
  if (err instanceof CallFailure) return withField({ status: err.statusCode, message: err.message }, err.field ?? schemaField)
  const known = REQUEST_ERRORS[(err as FastifyError).code ?? '']
  if (known) return { status: known[0], message: known[1] }
  // Schema validation messages describe the caller's own input ("body/email must be string").
  if (validation) return withField({ status: 400, message: `The request is not valid: ${err.message}` }, schemaField)
  if (statusCode && statusCode >= 400 && statusCode < 500) return { status: statusCode, message: 'The request is not valid.' }
  return { status: 500, message: SERVER_FAILURE }
}

/**
 * The words of a request that fails its route's schema, as Fastify writes them ("body/email must be string"),
 * and naming the field where ajv does not: an unknown field is told by name.
 */
export function describeSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const described = errors.map((e) => {
    const unknown = e.keyword === 'additionalProperties' ? `: ${String(e.params.additionalProperty)}` : ''
    return `${dataVar}${e.instancePath} ${e.message ?? 'is not valid'}${unknown}`
  })
  return new Error(described.join(', '))
}

/** How long a read refused for a busy database is told to wait before it is made again. */
export const DATABASE_BUSY_RETRY_SECONDS = 2
export const DATABASE_BUSY = 'The database is busy with other work. Please try again.'

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD'

/**
 * A call that met a busy database: 503, never a 500 (nothing is wrong with the data, and a session check that
 * failed must not read as "signed out"). A read says "The server is busy" with Retry-After, which the browser's
 * client makes again after the wait; a write may have done part of its work, so it is the user's to try again.
 */
function answerDatabaseBusy(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ code: err.code }, 'call refused: the database was busy')
  void reply.code(503).header('cache-control', 'no-store')
  if (!isRead(request)) return reply.send(failure(DATABASE_BUSY))
  return reply.header('retry-after', String(DATABASE_BUSY_RETRY_SECONDS)).send(failure(serverBusy(DATABASE_BUSY_RETRY_SECONDS)))
}

export function answerError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseBusy(err)) return answerDatabaseBusy(err, request, reply)
  const { status, message, field } = failureOf(err)
  if (status >= 500) request.log.error({ err }, 'request failed')
  else request.log.info({ code: err.code, status }, 'request refused')
  // A body over the limit is told the limit of the call it was sent to (an upload's is larger).
  const said = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? bodyTooLarge(request.routeOptions.bodyLimit) : message
  return reply.code(status).send(failure(said, field))
}

/** The path without its query string, which may carry an investigator's search terms. */
function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? ''
  return path.length > 200 ? `${path.slice(0, 200)}…` : path
}

function unknownCallMessage(method: string, url: string): string {
  return `Unknown call: ${method} ${pathOf(url)}`
}

export function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = pathOf(request.url)
  const isCall = path === '/v1' || path.startsWith('/v1/')
  return reply.code(404).send(failure(isCall ? unknownCallMessage(request.method, request.url) : 'Not found.'))
}

/** Errors found before routing (a malformed address): Fastify's frameworkErrors option. */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { status, message } = failureOf(err)
  return reply.code(status).send(failure(message))
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
}

/** Malformed HTTP that never becomes a request: Fastify's clientErrorHandler option, in our shape. */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, reason, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'Bad Request', 'The request could not be read.']
  const body = JSON.stringify(failure(message))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(err)
}
