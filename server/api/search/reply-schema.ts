// JSON Schemas of the search replies (shared/api/types/sightings.ts), so that Fastify writes them with a
// serialiser compiled for their shape: a list fetch carries 1,000 results (spec-1 §9), about 1.3 MB.

const nullable = (type: 'string' | 'integer' | 'number') => ({ type: [type, 'null'] }) as const
const point = {
  type: ['object', 'null'],
  required: ['lat', 'lon'],
  properties: { lat: { type: 'number' }, lon: { type: 'number' } },
} as const

const RESULT_ITEM_PROPERTIES = {
  id: { type: 'string' },
  url: { type: 'string' },
  source: nullable('string'),
  domain: nullable('string'),
  username: nullable('string'),
  profile: nullable('string'),
  dateTimeOriginal: nullable('string'),
  dateFirstSeen: nullable('string'),
  dateLastSeen: nullable('string'),
  make: nullable('string'),
  model: nullable('string'),
  serialNumber: nullable('string'),
  internalSerialNumber: nullable('string'),
  lensSerialNumber: nullable('string'),
  cameraName: { type: 'string' },
  dimensions: nullable('string'),
  width: nullable('integer'),
  height: nullable('integer'),
  orientation: nullable('integer'),
  longestEdge: nullable('integer'),
  shortestEdge: nullable('integer'),
  filesize: nullable('integer'),
  location: point,
  cell: point,
  photoDNAFullHash: nullable('string'),
  qtHash: nullable('string'),
  tags: { type: 'array', items: { type: 'string' } },
  knownChildAbuseImageArachnid: { type: 'boolean' },
  ownerName: nullable('string'),
  artist: nullable('string'),
  creator: nullable('string'),
  copyright: nullable('string'),
  copyrightNotice: nullable('string'),
  author: nullable('string'),
  xpAuthor: nullable('string'),
} as const

const resultItem = (extra: Record<string, unknown> = {}) => {
  const properties = { ...RESULT_ITEM_PROPERTIES, ...extra }
  return { type: 'object', required: Object.keys(properties), properties } as const
}

const resultsReply = (item: ReturnType<typeof resultItem>) => ({
  type: 'object',
  required: ['success', 'results', 'totalResults'],
  properties: {
    success: { type: 'boolean' },
    results: { type: 'array', items: item },
    totalResults: { type: 'integer' },
  },
})

/** GET /v1/sightings: SearchReply. */
export const SEARCH_REPLY_SCHEMA = resultsReply(resultItem())

/** GET /v1/sightings/similar/pdna/full/{hash}: SimilarReply. */
export const SIMILAR_REPLY_SCHEMA = resultsReply(resultItem({ distance: { type: 'number' } }))

/** The property names the schema writes: a test holds them equal to what toResultItem makes. */
export const RESULT_ITEM_KEYS: readonly string[] = Object.keys(RESULT_ITEM_PROPERTIES)
