// The edge compresses the listed large reads of /v1 for browsers that accept it, and never a reply that could
// hold a secret (server/edge/reply-compression.ts).

import t from 'tap'
import { brotliDecompressSync, createBrotliDecompress, createGunzip, createZstdDecompress, gunzipSync, zstdDecompressSync } from 'node:zlib'
import { get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chooseEncoding, isCompressedRead, isCompressibleReply } from '../../../../server/edge/reply-compression.js'
import { startEdge, startUpstream } from './harness.js'

/** A search reply of the size spec-1 §7's 1,000 results make, with the repetition real JSON has. */
const bigReply = () => ({
  success: true,
  totalResults: 1000,
  results: Array.from({ length: 1000 }, (_, i) => ({ id: `sighting-${i}`, make: 'Canon', model: 'Canon EOS 80D', domain: `site${i % 40}.example` })),
})

t.test('which encoding a browser gets', async (t) => {
  t.equal(chooseEncoding('gzip, deflate, br, zstd'), 'zstd', 'Chromium: zstd')
  t.equal(chooseEncoding('gzip, deflate, br'), 'br', 'a browser without zstd: br')
  t.equal(chooseEncoding('zstd;q=0, br, gzip'), 'br', 'q=0 refuses zstd')
  t.equal(chooseEncoding('gzip, deflate'), 'gzip')
  t.equal(chooseEncoding('br;q=0, gzip'), 'gzip', 'q=0 refuses br')
  t.equal(chooseEncoding('*'), 'zstd', 'anything')
  t.equal(chooseEncoding('identity'), null)
  t.equal(chooseEncoding(undefined), null)
  t.equal(chooseEncoding('gzip;q=0, br;q=0'), null)
  t.equal(chooseEncoding('*;q=0'), null)
})

t.test('which calls are compressed: listed reads only', async (t) => {
  t.ok(isCompressedRead('GET', '/v1/sightings'))
  t.ok(isCompressedRead('GET', '/v1/sightings/similar/pdna/full/1,2'))
  t.ok(isCompressedRead('GET', '/v1/licences/4/audit'))
  t.ok(isCompressedRead('GET', '/v1/bigsearch/leads/abc'))
  t.ok(isCompressedRead('GET', '/v1/openapi.json'), 'the API document')
  t.notOk(isCompressedRead('POST', '/v1/sightings'), 'not a write')
  for (const secret of ['/v1/authenticate', '/v1/user/apikey', '/v1/applications', '/v1/oauth/token', '/v1/settings', '/v1/sightingsx']) {
    t.notOk(isCompressedRead('GET', secret), `${secret} is not listed`)
  }
  t.notOk(isCompressibleReply({ contentType: 'image/jpeg', contentEncoding: undefined, contentLength: '50000', setCookie: undefined }), 'a picture')
  t.notOk(isCompressibleReply({ contentType: 'application/json', contentEncoding: 'gzip', contentLength: undefined, setCookie: undefined }), 'compressed already')
  t.notOk(isCompressibleReply({ contentType: 'application/json', contentEncoding: undefined, contentLength: '200', setCookie: undefined }), 'tiny')
  t.notOk(isCompressibleReply({ contentType: 'application/json', contentEncoding: undefined, contentLength: '5000', setCookie: 'a=b' }), 'sets a cookie')
  t.ok(isCompressibleReply({ contentType: 'application/json; charset=utf-8', contentEncoding: undefined, contentLength: '5000', setCookie: undefined }))
})

t.test('through the edge: a search reply compressed, a secret reply not', async (t) => {
  const seenEncodings: (string | undefined)[] = []
  const upstream = await startUpstream(undefined, (app) => {
    app.get('/v1/sightings', async (request) => {
      seenEncodings.push(request.headers['accept-encoding'] as string | undefined)
      return bigReply()
    })
    app.get('/v1/user/apikey', async () => ({ success: true, apiKey: 'k'.repeat(4000) }))
  })
  const edge = await startEdge(upstream.url)
  t.teardown(async () => {
    await edge.close()
    await upstream.app.close()
  })
  const plain = JSON.stringify(bigReply())

  const br = await edge.inject({ url: '/v1/sightings?make=Canon', headers: { 'accept-encoding': 'gzip, deflate, br' } })
  t.equal(br.statusCode, 200)
  t.equal(br.headers['content-encoding'], 'br')
  t.match(br.headers.vary, /Accept-Encoding/i)
  t.equal(brotliDecompressSync(br.rawPayload).toString(), plain, 'the same reply once decompressed')
  t.ok(br.rawPayload.length * 5 < plain.length, `br ${br.rawPayload.length} of ${plain.length} bytes`)
  t.equal(seenEncodings[0], undefined, 'the service is asked for it plain')

  const zstd = await edge.inject({ url: '/v1/sightings', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
  t.equal(zstd.headers['content-encoding'], 'zstd', 'what Chromium accepts')
  t.equal(zstdDecompressSync(zstd.rawPayload).toString(), plain)
  t.ok(zstd.rawPayload.length * 5 < plain.length, `zstd ${zstd.rawPayload.length} of ${plain.length} bytes`)

  const gz = await edge.inject({ url: '/v1/sightings', headers: { 'accept-encoding': 'gzip' } })
  t.equal(gz.headers['content-encoding'], 'gzip')
  t.equal(gunzipSync(gz.rawPayload).toString(), plain)

  const none = await edge.inject({ url: '/v1/sightings' })
  t.equal(none.headers['content-encoding'], undefined, 'no Accept-Encoding, no compression')
  t.equal(none.body, plain)

  const key = await edge.inject({ url: '/v1/user/apikey', headers: { 'accept-encoding': 'gzip, br' } })
  t.equal(key.headers['content-encoding'], undefined, 'an API key reply is never compressed')
})

t.test('a reply arriving in parts goes out compressed part by part, not once it is whole', { timeout: 15_000 }, async (t) => {
  // The service sends the count and the first page, then the rest only once the test has read the first page
  // through the edge, decompressed: with the compressor holding its output until the end this would never happen.
  const firstPart = `{"success":true,"totalResults":1000,"results":[` + Array.from({ length: 25 }, (_, i) => JSON.stringify({ id: `s-${i}`, make: 'Canon' })).join(',')
  // One gate per request, opened by the reader.
  let sendRest: () => void = () => {}
  const upstream = await startUpstream(undefined, (app) => {
    app.get('/v1/sightings', async (_request, reply) => {
      reply.raw.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      const restAsked = new Promise<void>((resolve) => (sendRest = resolve))
      reply.raw.write(firstPart)
      await restAsked
      reply.raw.end(',' + Array.from({ length: 975 }, (_, i) => JSON.stringify({ id: `s-${25 + i}`, make: 'Canon' })).join(',') + ']}')
      return reply
    })
  })
  const edge = await startEdge(upstream.url)
  await edge.listen({ host: '127.0.0.1', port: 0 })
  t.teardown(async () => {
    sendRest()
    await edge.close()
    await upstream.app.close()
  })
  const { port } = edge.server.address() as AddressInfo

  for (const encoding of ['zstd', 'br', 'gzip'] as const) {
    const decoded = await new Promise<string>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/v1/sightings', headers: { 'accept-encoding': encoding }, agent: false }, (res) => {
        t.equal(res.headers['content-encoding'], encoding)
        const unzip = { zstd: createZstdDecompress, br: createBrotliDecompress, gzip: createGunzip }[encoding]()
        let text = ''
        let restSent = false
        unzip.on('data', (piece: Buffer) => {
          text += piece.toString()
          if (!restSent && text.length >= firstPart.length) {
            t.equal(text, firstPart, `${encoding}: the first page, decoded before the service sent the rest`)
            restSent = true
            sendRest()
          }
        })
        unzip.on('end', () => resolve(text))
        unzip.on('error', reject)
        res.pipe(unzip)
      }).on('error', reject)
    })
    t.ok(decoded.startsWith(firstPart) && decoded.endsWith(']}'), `${encoding}: and then the whole reply`)
    t.doesNotThrow(() => JSON.parse(decoded))
  }
})
