// The API document (GET /v1/openapi.json, docs/api.md) as a TypeBox schema: an OpenAPI 3.1 document, of which
// this names the parts the /docs page reads. Every object stays open, so that the rest of OpenAPI (and what a
// later version of the document adds) passes through. The browser imports this module only for types
// (shared/api/types/apiDocument.ts).

import { Type, type Static } from 'typebox'

/** A JSON Schema as the document carries it: the page reads what it knows of it and shows the rest as it is. */
export const JsonSchemaObject = Type.Record(Type.String(), Type.Unknown())
export type JsonSchemaObject = Static<typeof JsonSchemaObject>

const open = { additionalProperties: true } as const

export const ApiParameter = Type.Object(
  {
    name: Type.String(),
    in: Type.Union([Type.Literal('query'), Type.Literal('path'), Type.Literal('header'), Type.Literal('cookie')]),
    required: Type.Optional(Type.Boolean()),
    description: Type.Optional(Type.String()),
    schema: Type.Optional(JsonSchemaObject),
  },
  open,
)
export type ApiParameter = Static<typeof ApiParameter>

/** Each media type a body or reply may be sent as, with its shape. */
export const ApiContent = Type.Record(Type.String(), Type.Object({ schema: Type.Optional(JsonSchemaObject) }, open))
export type ApiContent = Static<typeof ApiContent>

export const ApiResponse = Type.Object({ description: Type.String(), content: Type.Optional(ApiContent) }, open)
export type ApiResponse = Static<typeof ApiResponse>

/** A code sample in the shape tools that show OpenAPI documents read (`x-codeSamples`). */
export const ApiCodeSample = Type.Object({ lang: Type.String(), label: Type.String(), source: Type.String() }, open)
export type ApiCodeSample = Static<typeof ApiCodeSample>

/** One call. The `x-sightline-*` fields are this product's: who may make it, how, and within what limits. */
export const ApiOperation = Type.Object(
  {
    operationId: Type.String(),
    summary: Type.String(),
    description: Type.Optional(Type.String()),
    tags: Type.Array(Type.String()),
    parameters: Type.Optional(Type.Array(ApiParameter)),
    requestBody: Type.Optional(Type.Object({ required: Type.Optional(Type.Boolean()), content: ApiContent }, open)),
    responses: Type.Record(Type.String(), ApiResponse),
    security: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Array(Type.String())))),
    /** The guard the route declares (server/api/plugins/guards.ts), as it declares it. */
    'x-sightline-guard': Type.Unknown(),
    /** Who may make the call, in words: "The MetadataSearch role in a licence that has not expired." */
    'x-sightline-access': Type.String(),
    /** The licence roles that open it; empty when none is needed. */
    'x-sightline-roles': Type.Array(Type.String()),
    /** How a caller proves who they are for it, in words; empty for a call anyone may make. */
    'x-sightline-credentials': Type.Array(Type.String()),
    /** Its limits in words: body size, per-user counts, rates. */
    'x-sightline-limits': Type.Array(Type.String()),
    'x-codeSamples': Type.Array(ApiCodeSample),
  },
  open,
)
export type ApiOperation = Static<typeof ApiOperation>

export const ApiTag = Type.Object({ name: Type.String(), description: Type.Optional(Type.String()) }, open)
export type ApiTag = Static<typeof ApiTag>

export const ApiDocument = Type.Object(
  {
    openapi: Type.String(),
    info: Type.Object({ title: Type.String(), version: Type.String(), description: Type.Optional(Type.String()) }, open),
    servers: Type.Optional(Type.Array(Type.Object({ url: Type.String() }, open))),
    tags: Type.Array(ApiTag),
    /** Each path, then each method in lower case ("get"), as OpenAPI has them. */
    paths: Type.Record(Type.String(), Type.Record(Type.String(), ApiOperation)),
    components: Type.Object(
      { schemas: Type.Optional(Type.Record(Type.String(), JsonSchemaObject)), securitySchemes: Type.Optional(Type.Record(Type.String(), JsonSchemaObject)) },
      open,
    ),
  },
  open,
)
export type ApiDocument = Static<typeof ApiDocument>
