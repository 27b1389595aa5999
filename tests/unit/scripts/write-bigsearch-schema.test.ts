// docs/bigsearch-data.schema.json is the TypeBox schema the service checks uploads with; regenerate it with
// `npx tsx scripts/write-bigsearch-schema.ts` when that schema changes.

import t from 'tap'
import { readFileSync } from 'node:fs'
import { Value } from 'typebox/value'
import { BigSearchData } from '../../../shared/api/types/schemas/bigsearch.js'
import { SCHEMA_FILE, bigSearchSchemaDocument } from '../../../scripts/write-bigsearch-schema.js'

t.test('the schema file is the data format as the service checks it', async (t) => {
  t.equal(readFileSync(SCHEMA_FILE, 'utf8'), bigSearchSchemaDocument(), 'run npx tsx scripts/write-bigsearch-schema.ts')
})

t.test('the schema file names itself and describes the format', async (t) => {
  const document = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>
  t.equal(document.$schema, 'https://json-schema.org/draft/2020-12/schema')
  t.equal(document.$id, 'urn:sightline:schema:bigsearch-data')
  t.equal(document.title, 'BigSearch data')
  t.match(document.description, /one item per media file/)
  t.equal(document.type, 'array')
})

t.test('the fixture BigSearch data file holds to the schema file', async (t) => {
  const data = JSON.parse(readFileSync(new URL('../../fixtures/bigsearch/bigsearch-data.json', import.meta.url), 'utf8')) as unknown
  t.ok(Value.Check(BigSearchData, data))
  const { $schema, $id, title, description, ...schema } = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>
  t.ok($schema && $id && title && description)
  t.ok(Value.Check(schema, data), 'the file, read as a schema, takes it too')
  t.notOk(Value.Check(schema, [{ index: 0, camera: { serial: '1' } }]), 'and refuses an unknown field')
})
