// Writes docs/bigsearch-data.schema.json, the JSON Schema of the BigSearch data format, from the TypeBox schema the
// service checks uploads with (shared/api/types/schemas/bigsearch.ts BigSearchData). Run after changing that schema:
//   npx tsx scripts/write-bigsearch-schema.ts
// tests/unit/scripts/write-bigsearch-schema.test.ts fails while the file and the schema differ.

import { writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { BigSearchData } from '../shared/api/types/schemas/bigsearch.js'

export const SCHEMA_FILE = fileURLToPath(new URL('../docs/bigsearch-data.schema.json', import.meta.url))

/** The schema document: the TypeBox schema (which is JSON Schema) with its name and purpose. */
export function bigSearchSchemaDocument(): string {
  const document = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'urn:sightline:schema:bigsearch-data',
    title: 'BigSearch data',
    description:
      'The BigSearch data format: a JSON array with one item per media file of a case, in the case\'s order (index is the 0-based position). The extractor writes it, an export holds it (with score, hasMatches and leads), and the high-security build accepts only it. Times are the camera\'s own, YYYY-MM-DDTHH:mm:ss with an offset only when the file recorded one; serials are text; MD5 and SHA-1 are hex. See docs/bigsearch.md "The BigSearch data format".',
    ...JSON.parse(JSON.stringify(BigSearchData)),
  }
  return `${JSON.stringify(document, null, 2)}\n`
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(SCHEMA_FILE, bigSearchSchemaDocument())
  console.log(`wrote ${SCHEMA_FILE}`)
}
