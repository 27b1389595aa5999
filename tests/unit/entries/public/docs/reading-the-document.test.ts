// How the /docs page reads the API document: calls grouped by area in the document's order and found by any word
// a reader knows them by; the introduction's Markdown; a schema's type and bounds in words.

import t from 'tap'
import { areasOf, countCalls, filterCalls } from '../../../../../entries/public/docs/apiCalls.js'
import { blocksOf, inlinesOf } from '../../../../../entries/public/docs/markdownBlocks.js'
import { boundWords, inner, resolved, typeWords } from '../../../../../entries/public/docs/schemaWords.js'
import type { ApiDocument, ApiOperation } from '../../../../../shared/api/types/apiDocument.js'

const operation = (id: string, summary: string, area: string, roles: string[] = []): ApiOperation => ({
  operationId: id,
  summary,
  tags: [area],
  responses: {},
  'x-sightline-guard': 'public',
  'x-sightline-access': 'Anyone.',
  'x-sightline-roles': roles,
  'x-sightline-credentials': [],
  'x-sightline-limits': [],
  'x-codeSamples': [],
})

const DOCUMENT: ApiDocument = {
  openapi: '3.1.0',
  info: { title: 'API', version: '1' },
  tags: [{ name: 'Metadata search', description: 'Sightings.' }, { name: 'Unused' }, { name: 'BigSearch' }],
  paths: {
    '/v1/bigsearch/jobs': { get: operation('get-v1-bigsearch-jobs', 'List BigSearch jobs', 'BigSearch', ['MetadataSearch']) },
    '/v1/searches': {
      get: operation('get-v1-searches', 'List saved searches', 'Metadata search', ['MetadataSearch']),
      post: operation('post-v1-searches', 'Save search', 'Metadata search', ['MetadataSearch']),
    },
    '/v1/ctd/puzzles': { get: operation('get-v1-ctd-puzzles', 'Puzzles', 'ctd') },
  },
  components: {},
}

t.test('calls are grouped by area in the order of the document’s tags; an area it did not list comes after', async (t) => {
  const areas = areasOf(DOCUMENT)
  t.same(areas.map((a) => [a.name, a.anchor, a.calls.map((c) => `${c.method} ${c.path} #${c.anchor}`)]), [
    ['Metadata search', 'area-metadata-search', ['GET /v1/searches #get-v1-searches', 'POST /v1/searches #post-v1-searches']],
    ['BigSearch', 'area-bigsearch', ['GET /v1/bigsearch/jobs #get-v1-bigsearch-jobs']],
    ['ctd', 'area-ctd', ['GET /v1/ctd/puzzles #get-v1-ctd-puzzles']],
  ])
  t.equal(countCalls(areas), 4)
})

t.test('the filter keeps the calls that hold every word, by method, path, name, area or role', async (t) => {
  const areas = areasOf(DOCUMENT)
  const found = (filter: string) => filterCalls(areas, filter).flatMap((a) => a.calls.map((c) => `${c.method} ${c.path}`))
  t.same(found(''), ['GET /v1/searches', 'POST /v1/searches', 'GET /v1/bigsearch/jobs', 'GET /v1/ctd/puzzles'])
  t.same(found('post'), ['POST /v1/searches'])
  t.same(found('  SAVE   search '), ['GET /v1/searches', 'POST /v1/searches'], 'words in any case, spaced anyhow; part of a word too (saved)')
  t.same(found('metadatasearch jobs'), ['GET /v1/bigsearch/jobs'], 'a role and a word of the path')
  t.same(found('metadata'), ['GET /v1/searches', 'POST /v1/searches', 'GET /v1/bigsearch/jobs'], 'an area, and a role it is part of')
  t.same(found('nothing like it'), [])
  t.same(filterCalls(areas, 'puzzles').map((a) => a.name), ['ctd'], 'an area with no call found is left out')
})

t.test('the introduction reads as headings, paragraphs and lists, an indented line joined to its item', async (t) => {
  const blocks = blocksOf(['Every call.', 'Second line.', '', '## Authentication', '', '- **API key**, to read', '  and more.', '- A token', '', '1. Send', '   the user.', '2. Exchange', 'After.'].join('\n'))
  t.same(blocks, [
    { kind: 'paragraph', text: 'Every call. Second line.' },
    { kind: 'heading', text: 'Authentication' },
    { kind: 'list', ordered: false, items: ['**API key**, to read and more.', 'A token'] },
    { kind: 'list', ordered: true, items: ['Send the user.', 'Exchange'] },
    { kind: 'paragraph', text: 'After.' },
  ])
  t.same(inlinesOf('send `x-api-key: <key>` for **read calls only**, not `'), [
    { kind: 'text', text: 'send ' },
    { kind: 'code', text: 'x-api-key: <key>' },
    { kind: 'text', text: ' for ' },
    { kind: 'strong', text: 'read calls only' },
    { kind: 'text', text: ', not `' },
  ])
})

t.test('a schema in words: its type, its bounds, and what a reader opens under it', async (t) => {
  t.equal(typeWords({ anyOf: [{ type: 'string' }, { type: 'null' }] }), 'string or null')
  t.equal(typeWords({ type: 'array', items: { type: 'integer' } }), 'array of integer')
  t.equal(typeWords({ type: 'boolean', const: true }), 'true')
  t.equal(typeWords({ type: 'object', patternProperties: { '^.*$': { type: 'string' } } }), 'map')
  t.equal(typeWords({}), 'any')
  t.same(boundWords({ type: 'string', minLength: 1, maxLength: 200, pattern: '^[0-9]+$' }), ['at least 1 character', 'at most 200 characters', 'matching ^[0-9]+$'])
  t.same(boundWords({ type: 'integer', minimum: 1, maximum: 100000 }), ['from 1', 'up to 100,000'])
  t.same(boundWords({ enum: ['csv', 'pdf'] }), ['one of "csv", "pdf"'])
  t.match(inner({ type: 'object', required: ['id'], properties: { id: { type: 'string' }, note: { type: 'string' } } }), {
    fields: [{ name: 'id', required: true }, { name: 'note', required: false }],
  })
  t.match(inner({ type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } }), { label: 'each item' })
  t.equal(inner({ type: 'array', items: { type: 'string' } }), null, 'nothing to open under a list of strings')
  const shared = { Failure: { type: 'object', properties: { error: { type: 'string' } } } }
  t.same(resolved({ $ref: '#/components/schemas/Failure' }, shared), { schema: shared.Failure, name: 'Failure' })
})
