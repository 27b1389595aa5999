// The routes' schemas compiled once per thread (server/api/schema-compilers.ts): a second build of the service
// compiles nothing its first did, and each build still refuses what its schemas refuse and writes what they say.

import t from 'tap'
import { Type } from 'typebox'
import { buildApi } from '../../../../server/api/app.js'
import { openSqliteStore } from '../../../../server/api/store/engine/sqlite.js'
import { sharedSchemaCompilers } from '../../../../server/api/schema-compilers.js'
import { SQLITE_MIGRATIONS } from './store/conformance/engines.js'

const AJV_OPTIONS = { customOptions: { coerceTypes: false, removeAdditional: false } }
const Body = Type.Object({ name: Type.String() }, { additionalProperties: false })
const Reply = Type.Object({ success: Type.Boolean(), name: Type.String() })
const route = (schema: object) => ({ schema, method: 'POST', url: '/v1/x', httpPart: 'body', httpStatus: '200' })

t.test('one schema object gets one validator and one serializer, whichever build asks', async (t) => {
  const validatorOf = () => sharedSchemaCompilers.buildValidator!({}, AJV_OPTIONS as never)(route(Body) as never)
  const serializerOf = () => sharedSchemaCompilers.buildSerializer!({}, {} as never)(route(Reply) as never)
  t.equal(validatorOf(), validatorOf(), 'the same validator')
  t.equal(serializerOf(), serializerOf(), 'the same serializer')
  const validate = validatorOf() as (data: unknown) => boolean
  t.ok(validate({ name: 'x' }))
  t.notOk(validate({ name: 1 }), 'a wrong type is still refused')
  t.notOk(validate({ name: 'x', extra: true }), 'an unknown field is still refused')
  t.equal((serializerOf() as (data: unknown) => string)({ success: true, name: 'x', secret: 'y' }), '{"success":true,"name":"x"}', 'the reply holds what its schema names only')
})

t.test('an equal schema that is another object, and shared schemas, are compiled apart', async (t) => {
  const Twin = Type.Object({ success: Type.Boolean(), name: Type.String() })
  const build = sharedSchemaCompilers.buildSerializer!({}, {} as never)
  t.not(build(route(Reply) as never), build(route(Twin) as never))
  const withShared = sharedSchemaCompilers.buildSerializer!({ Shared: { $id: 'Shared', type: 'string' } } as never, {} as never)
  t.not(withShared(route(Reply) as never), withShared(route(Reply) as never), 'not kept when shared schemas could change its meaning')
})

t.test('a second build of the service meets no schema its first did not, and answers as the first does', async (t) => {
  // What each build hands the validator factory, counted as schema objects not met before.
  const factory = sharedSchemaCompilers.buildValidator!
  t.teardown(() => (sharedSchemaCompilers.buildValidator = factory))
  const seen = new WeakSet<object>()
  let fresh = 0
  sharedSchemaCompilers.buildValidator = (externalSchemas, options) => {
    const compile = factory(externalSchemas, options)
    return (route) => {
      const schema = route.schema as object
      if (!seen.has(schema)) (seen.add(schema), fresh++)
      return compile(route)
    }
  }
  const build = async () => {
    const app = buildApi({ store: openSqliteStore(':memory:', SQLITE_MIGRATIONS), passwordCost: 2 ** 10 })
    await app.ready()
    t.teardown(() => app.close())
    return app
  }
  const first = await build()
  const ofFirst = fresh
  t.ok(ofFirst > 20, `the first build's schemas (${ofFirst})`)
  const second = await build()
  t.equal(fresh - ofFirst, 0, 'none new in the second build: every schema is a module constant, compiled once')
  for (const app of [first, second]) {
    const refused = await app.inject({ method: 'POST', url: '/v1/authenticate', payload: { username: 'a@b.example', password: 'x', extra: 1 } })
    t.equal(refused.statusCode, 400, 'an unknown field is refused by either build')
  }
})
