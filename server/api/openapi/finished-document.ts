// The last touches to the document as a whole: the shapes many calls share, written once in its components and
// referred to from each call (the failure every call answers, the bare success; the rest stay inline, where a
// reader of one call finds them), and the success of the calls that answer a file or a picture.

import type { TSchema } from 'typebox'
import { Done, FailureReply } from '../../../shared/api/types/schemas/reply.js'

const SHARED: Record<string, TSchema> = { Failure: FailureReply, Done }

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Each media type's schema of a body or reply that is one of the shared shapes becomes a reference to it. */
function referToShared(content: unknown, byJson: Map<string, string>): void {
  if (!isObject(content)) return
  for (const media of Object.values(content)) {
    if (!isObject(media) || !isObject(media.schema)) continue
    const name = byJson.get(JSON.stringify(media.schema))
    if (name) media.schema = { $ref: `#/components/schemas/${name}` }
  }
}

/**
 * A call that declares no schema for its success answers a file or a picture as it is (a download, an export, an
 * image): its success is said in words, with no JSON shape.
 */
function addFileReplies(paths: Json): void {
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(isObject(item) ? item : {})) {
      if (!isObject(operation) || !isObject(operation.responses) || '200' in operation.responses) continue
      operation.responses = { 200: { description: 'Success: the file or picture itself, as it is.' }, ...operation.responses }
    }
  }
}

/**
 * The finished document: the shared shapes among its components, every use of one a reference to it, and the
 * success of each call that answers a file.
 */
export function finishedDocument<T extends { paths?: unknown; components?: unknown }>(document: T): T {
  const byJson = new Map(Object.entries(SHARED).map(([name, schema]) => [JSON.stringify(schema), name]))
  const paths = isObject(document.paths) ? document.paths : {}
  addFileReplies(paths)
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(isObject(item) ? item : {})) {
      if (!isObject(operation)) continue
      if (isObject(operation.requestBody)) referToShared(operation.requestBody.content, byJson)
      for (const response of Object.values(isObject(operation.responses) ? operation.responses : {})) {
        if (isObject(response)) referToShared(response.content, byJson)
      }
    }
  }
  const components = isObject(document.components) ? document.components : {}
  const schemas = isObject(components.schemas) ? components.schemas : {}
  const shared = Object.fromEntries(Object.entries(SHARED).map(([name, schema]) => [name, JSON.parse(JSON.stringify(schema))]))
  return { ...document, components: { ...components, schemas: { ...schemas, ...shared } } }
}
