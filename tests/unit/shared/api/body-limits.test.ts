// Which calls are uploads, and how a refusal says the limit.

import t from 'tap'
import { bodyTooLarge, isUploadCall, sizeInWords } from '../../../../shared/api/body-limits.js'

t.test('the upload calls, by a request\'s path or a route\'s pattern', async (t) => {
  t.ok(isUploadCall('POST', '/v1/bigsearch/data'))
  t.ok(isUploadCall('post', '/v1/uniforms/schools/42/images'))
  t.ok(isUploadCall('POST', '/v1/uniforms/schools/:id/images'), 'a route, whatever its parameter is named')
  t.notOk(isUploadCall('GET', '/v1/bigsearch/data'), 'another method')
  t.notOk(isUploadCall('POST', '/v1/bigsearch/data/job-1'), 'a longer path')
  t.notOk(isUploadCall('POST', '/v1/uniforms/schools//images'), 'an empty segment')
  t.notOk(isUploadCall('POST', '/v1/bigsearch/:id'), 'a route whose segment is any, not this one')
  t.notOk(isUploadCall('POST', '/v1/settings'))
})

t.test('a refusal says the limit in words', async (t) => {
  t.equal(bodyTooLarge(1024 * 1024), 'The request body is too large: at most 1 MB.')
  t.equal(sizeInWords(100 * 1024 * 1024), '100 MB')
  t.equal(sizeInWords(1.5 * 1024 * 1024), '1.5 MB')
  t.equal(sizeInWords(64 * 1024), '64 KB')
})
