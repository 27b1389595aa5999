// A school's pictures (spec-3 §4 "School image PII flag", §5 image upload, §7): uploads are JPEG or PNG by their
// bytes whatever their name, made anew so that no metadata survives; the PII flag only goes up, and a flagged or
// unreviewed picture is seen by contributors alone; a picture's bytes come with the type they have.

import t from 'tap'
import { readFileSync } from 'node:fs'
import { Jimp } from 'jimp'
import exifr from 'exifr'
import { notAnImage, tooLarge } from '../../../../../server/api/uniforms/upload/upload-check.js'
import { UNIFORM_UPLOAD_MAX_BYTES } from '../../../../../shared/api/types/constants/uniforms.js'
import { PII_ONLY_RAISED, STYLE_INVALID } from '../../../../../server/api/routes/uniforms.js'
import { CONTRIBUTOR, NEWCOMER, SEARCHER, uniformSetup, uploadForm, type Caller } from './uniforms-fixture.js'
import { onEachEngine } from '../harness.js'

/** A photo of a camera with its make, model, time and GPS position in its Exif (tests/fixtures/real-exif/README.md). */
const PHOTO_WITH_GPS = readFileSync('tests/fixtures/real-exif/exifsamples__DSCN0010.jpg')

async function schoolId(call: Caller): Promise<string> {
  const list = await call('GET', '/v1/uniforms/contributions?results-per-page=10')
  return list.json().data.schools[1].id as string
}

onEachEngine(t, 'a PNG named .jpg is taken as a PNG; a text file named .jpg is refused, naming it; a photo keeps no metadata', async (t, engine) => {
  const { as } = await uniformSetup(t, { engine })
  const call = as(CONTRIBUTOR)
  const id = await schoolId(call)
  const png = await new Jimp({ width: 64, height: 48, color: 0x1f3a93ff }).getBuffer('image/png')
  const upload = (style: string | null, file: Buffer | null, name: string) => {
    const { payload, headers } = uploadForm(style, file, name)
    return call('POST', `/v1/uniforms/schools/${id}/images`, { payload, headers })
  }

  const fromPng = await upload('logo', png, 'badge.jpg')
  t.equal(fromPng.statusCode, 200, fromPng.body)
  const [logo] = fromPng.json().data
  t.match(logo, { type: 'LOGO', width: 64, height: 48, accepted: false, containsPii: false, schoolId: id })
  const logoBytes = await call('GET', `/v1/uniforms/schools/${id}/images/${logo.id}/content?md5=${logo.md5}`)
  t.equal(logoBytes.headers['content-type'], 'image/png', 'served as what its bytes are')
  t.equal(logoBytes.rawPayload.subarray(1, 4).toString(), 'PNG')

  const text = await upload('raw', Buffer.from('Just some notes about the school, saved as a .jpg\n'), 'notes.jpg')
  t.same([text.statusCode, text.json().error], [415, notAnImage('notes.jpg')])

  t.ok((await exifr.parse(PHOTO_WITH_GPS, { gps: true }))?.latitude, 'the photo sent carries a GPS position')
  const photo = await upload('raw', PHOTO_WITH_GPS, 'DSCN0010.jpg')
  t.equal(photo.statusCode, 200, photo.body)
  const [body] = photo.json().data
  t.equal(body.type, 'BODY')
  const stored = await call('GET', `/v1/uniforms/schools/${id}/images/${body.id}/content`)
  t.equal(stored.headers['content-type'], 'image/jpeg')
  const bytes = stored.rawPayload
  // Only the JFIF header the encoder writes (its version and density): no Exif, GPS, XMP, IPTC or ICC.
  const left = await exifr.parse(bytes, { jfif: false, tiff: true, exif: true, gps: true, xmp: true, iptc: true, icc: true, ihdr: false })
  t.equal(left, undefined, 'no Exif, GPS, XMP, IPTC or ICC is left in the stored copy')
  t.notOk(bytes.includes(Buffer.from('Exif\0')), 'no APP1 Exif segment')
  t.notOk(bytes.includes(Buffer.from('NIKON')), "no trace of the camera's maker notes")

  const huge = await upload('logo', Buffer.concat([png, Buffer.alloc(UNIFORM_UPLOAD_MAX_BYTES)]), 'poster.png')
  t.same([huge.statusCode, huge.json().error], [413, tooLarge('poster.png')], 'a file past 15 MB, named')
  const noStyle = await upload(null, png, 'badge.png')
  t.same([noStyle.statusCode, noStyle.json().error], [400, STYLE_INVALID])
  const badStyle = await upload('poster', png, 'badge.png')
  t.equal(badStyle.statusCode, 400)
  const noFile = await upload('logo', null, 'x')
  t.equal(noFile.statusCode, 400)
  const asJson = await call('POST', `/v1/uniforms/schools/${id}/images`, { payload: { type: 'logo' } })
  t.equal(asJson.statusCode, 415, 'only as form data')
})

onEachEngine(t, 'the PII flag only goes up; a flagged picture is then seen by contributors alone', async (t, engine) => {
  const { as } = await uniformSetup(t, { engine })
  const searcher = as(SEARCHER)
  const contributor = as(CONTRIBUTOR)
  const found = await searcher('GET', '/v1/uniforms/search?viewTypes=UNIFORM&pagingType=IMAGE&resultsPerPage=10')
  const image = found.json().data.images[0]
  t.ok(image, 'a uniform picture to flag')
  const path = `/v1/uniforms/schools/${image.schoolId}/images/${image.id}`
  t.equal((await searcher('GET', `${path}/content?md5=${image.md5}`)).statusCode, 200, 'seen before it is flagged')
  const unset = await searcher('POST', `${path}/pii-events`, { payload: { containsPii: false } })
  t.same([unset.statusCode, unset.json().error], [400, PII_ONLY_RAISED])
  const raised = await searcher('POST', `${path}/pii-events`, { payload: { containsPii: true } })
  t.equal(raised.json().image.containsPii, true)
  t.equal((await searcher('GET', path)).statusCode, 404, 'the searcher no longer sees it')
  t.equal((await searcher('GET', `${path}/content`)).statusCode, 404, 'nor its bytes')
  const again = await searcher('GET', '/v1/uniforms/search?viewTypes=UNIFORM&pagingType=IMAGE&resultsPerPage=200')
  t.notOk(again.json().data.images.some((i: { id: string }) => i.id === image.id), 'nor in a search')
  t.equal((await contributor('GET', `${path}/content`)).statusCode, 200, 'a contributor still does')
  const unsetByContributor = await contributor('POST', `${path}/pii-events`, { payload: { containsPii: false } })
  t.equal(unsetByContributor.statusCode, 400, 'nobody lowers it')
  t.equal((await contributor('POST', `${path}/pii-events`, { payload: { containsPii: true } })).statusCode, 200, 'raising it again changes nothing')
  const wrongSchool = await searcher('GET', `/v1/uniforms/schools/${Number(image.schoolId) + 1}/images/${image.id}`)
  t.equal(wrongSchool.statusCode, 404, "a picture is reached only through its own school")
})

onEachEngine(t, "the terms come first: a user who has not accepted them is refused every call but accepting them", async (t, engine) => {
  const { as } = await uniformSetup(t, { engine, schools: 20 })
  const newcomer = as(NEWCOMER)
  for (const url of ['/v1/uniforms/search?text=school', '/v1/uniforms/search/config']) {
    const res = await newcomer('GET', url)
    t.same([res.statusCode, res.json().error], [403, 'Accept the Uniform Intelligence Hub terms before using it.'], url)
  }
  const accepted = await newcomer('POST', '/v1/uniforms/terms', { payload: {} })
  t.equal(accepted.json().user.acceptedUniformTerms, true)
  t.equal((await newcomer('GET', '/v1/uniforms/search?text=school')).statusCode, 200)
  const session = await newcomer('GET', '/v1/authenticate')
  t.equal(session.json().user.acceptedUniformTerms, true, 'kept on the user')
})
