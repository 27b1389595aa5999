// The routes' schemas compiled once per thread, however many times the service is built in it. Fastify makes each
// instance its own Ajv and its own serializers: every build compiled the validators and fast-json-stringify
// functions of some 150 routes again, about 1.5 s of CPU, which a test file building a service for each of its
// tests paid a dozen times and more. A running service builds once per worker thread, so the product itself is
// unchanged; tests are what gains.
//
// Validators: Fastify's own factory (@fastify/ajv-compiler), made once here instead of once an instance. It keeps one
// Ajv per set of options and shared schemas, and Ajv keeps what it compiled by the schema object: the routes'
// schemas are module constants, the same objects in every build. Serializers: fast-json-stringify's functions kept
// by their schema object (weakly), for builds without shared schemas, which the service does not add.

import AjvCompiler from '@fastify/ajv-compiler'
import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>
type Serializer = (data: unknown) => string

const buildValidator = AjvCompiler() as NonNullable<CompilersFactory['buildValidator']>
const selectSerializer = SerializerSelector() as BuildSerializer

/** Serializers by schema object, for each set of serializer options (JSON of them). */
const serializers = new Map<string, WeakMap<object, Serializer>>()

const buildSerializer: BuildSerializer = (externalSchemas, serializerOptions) => {
  const build = selectSerializer(externalSchemas, serializerOptions)
  // A shared schema a response may refer to would make the schema object alone no key.
  if (externalSchemas && Object.keys(externalSchemas).length > 0) return build
  const key = JSON.stringify(serializerOptions ?? {})
  const bySchema = serializers.get(key) ?? new WeakMap<object, Serializer>()
  serializers.set(key, bySchema)
  return (route) => {
    const { schema } = route as { schema: object }
    let serializer = bySchema.get(schema)
    if (!serializer) bySchema.set(schema, (serializer = build(route) as Serializer))
    return serializer
  }
}

/** For Fastify's `schemaController.compilersFactory`. */
export const sharedSchemaCompilers: CompilersFactory = { buildValidator, buildSerializer }
