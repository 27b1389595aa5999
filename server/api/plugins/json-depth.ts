// The JSON body parser of every call: the body's nesting is measured before it is parsed, and a body nested
// deeper than JSON_MAX_DEPTH is refused with 400. Parsing, validating, serialising or storing a deeply nested
// value recurses once per level: at a thousand levels SQLite's JSON check refuses the write, and at some tens of
// thousands (a few KB of brackets) the stack runs out; both were failures of the service, not of the call.
// An empty body marked as JSON (many HTTP libraries mark every request so) is no body for a call that takes
// none: a sign-out, a cancel or a delete answers as it would without the header.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { CallFailure } from '../failures.js'
import { UnreadBody } from '../../../shared/api/types/schemas/reply.js'
import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, OPEN_BRACE, OPEN_BRACKET, QUOTE } from '../../../shared/text/json-characters.js'

/**
 * The deepest nesting a JSON body may have, counting each object and array. No call's body goes beyond a few
 * levels (the deepest, a metric's properties, are the page's own small objects); 32 leaves them ample room.
 */
export const JSON_MAX_DEPTH = 32

export const JSON_TOO_DEEP = `The request body is nested too deeply: JSON may nest at most ${JSON_MAX_DEPTH} levels.`

/**
 * Whether the text nests deeper than `max`, in one pass without recursion: brackets inside strings are text.
 * The text need not be valid JSON; whatever passes is parsed next, which refuses what is not.
 */
export function tooDeep(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) {
      inString = true
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--
    }
  }
  return false
}

/** A call takes no body when its schema declares none, or one it never reads. */
const takesNoBody = (schema: unknown) => schema === undefined || schema === UnreadBody

async function jsonDepth(app: FastifyInstance) {
  // Fastify's own parser after the check, so that a prototype key is still refused as it refuses it.
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '' && takesNoBody(request.routeOptions.schema?.body)) return done(null, undefined)
    if (tooDeep(body as string, JSON_MAX_DEPTH)) return done(new CallFailure(400, JSON_TOO_DEEP), undefined)
    parse(request, body as string, done)
  })
}

export default fp(jsonDepth, { name: 'json-depth', fastify: '5.x' })
