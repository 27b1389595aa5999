// What the edge tells the built-in service about one /v1 call it refused itself (settings/edge-audit.ts), as
// the TypeBox schema the service's internal route declares. Both sides are servers, so it is not in shared/.

import { Type, type Static } from 'typebox'

const nullableText = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()])

export const EdgeRefusal = Type.Object(
  {
    method: Type.String({ minLength: 1, maxLength: 16 }),
    /** The path as the client sent it, without the query string. */
    path: Type.String({ pattern: '^/v1(/|$)', maxLength: 4000 }),
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    /** The message the client was given. */
    error: Type.String({ minLength: 1, maxLength: 2000 }),
    /** The user the edge session names; null when signed out. */
    userEmail: nullableText(1000),
    requestingApp: nullableText(1000),
    justification: nullableText(20_000),
  },
  { additionalProperties: false },
)
export type EdgeRefusal = Static<typeof EdgeRefusal>
