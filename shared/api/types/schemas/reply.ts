// The reply conventions every /v1 call shares (spec-1 §7) as TypeBox schemas: the failure shape, the bare
// success, the declared absence of a query or body, and an id named in a path. The browser imports this module only for types.

import { Type, type Static } from 'typebox'

/**
 * What the service writes for every failure, whatever its status. `field` names the value refused, when the
 * refusal is about one: its path inside the body, query string, path parameters or headers it was sent in,
 * as a JSON Pointer without the leading slash ("name", "entities/0/value"; server/api/failures.ts).
 */
export const FailureReply = Type.Object(
  { success: Type.Literal(false), error: Type.String(), field: Type.Optional(Type.String()) },
  { additionalProperties: false },
)
export type FailureReply = Static<typeof FailureReply>

/** A call that answers only that it worked. */
export const Done = Type.Object({ success: Type.Literal(true) }, { additionalProperties: false })
export type Done = Static<typeof Done>

/** A GET that reads no parameters. Open, not empty: a parameter a cache or a tool adds is ignored, as before. */
export const NoQuery = Type.Object({})

/** A POST or PUT whose body is never read, so that no body can make it fail (sign-out, session renewal). */
export const UnreadBody = Type.Unknown()

/** An id sent as text (a path parameter, a key): digits, few enough to be a safe integer. */
export const idText = () => Type.String({ pattern: '^[0-9]{1,15}$' })

/** The path parameters of a call on one thing named by its id: /v1/trials/{id}, /v1/applications/{id}. */
export const IdParams = Type.Object({ id: idText() })
export type IdParams = Static<typeof IdParams>
