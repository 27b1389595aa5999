// The upload's refusals (spec-2 §5, §8, issue 31 "the fingerprint file"): a file of another type, a JSON file
// without the fingerprint's fields or of neither accepted format, and a file whose value is wrong, refused naming
// its field (in JSON and in XML). Each shows in the dialog as it was read in the browser, and nothing is sent.

import { expect, test } from '../support/test.js'
import { FINGERPRINT_FORMATS, INVALID_FORMAT } from '../../../shared/camid/prnu/fingerprintFile.js'
import { noiseFingerprint, openQueries } from './camid.js'

const json = (value: unknown) => Buffer.from(JSON.stringify(value))

test('each unreadable fingerprint file is refused in the dialog, in the spec’s words or naming its field, and nothing is sent', async ({ page }) => {
  await openQueries(page)
  const posted: string[] = []
  page.on('request', (request) => request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/v1/cameraid') && posted.push(request.url()))
  const opener = page.getByRole('button', { name: 'Upload fingerprint' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Upload fingerprint' })
  const file = dialog.getByLabel('Fingerprint file')
  const refusal = dialog.getByRole('alert')
  const good = noiseFingerprint({ format: FINGERPRINT_FORMATS.sign })

  const cases: { what: string; file: { name: string; mimeType: string; buffer: Buffer }; says: string | RegExp }[] = [
    { what: 'a text file', file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('camera notes') }, says: 'Unrecognised file type: text/plain' },
    { what: 'a picture', file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) }, says: 'Unrecognised file type: image/jpeg' },
    { what: 'JSON without the fields', file: { name: 'empty.json', mimeType: 'application/json', buffer: json({ camera: 'x' }) }, says: INVALID_FORMAT },
    { what: 'JSON of no accepted format', file: { name: 'other.json', mimeType: '', buffer: json({ ...good, format: 'prnu-float64' }) }, says: INVALID_FORMAT },
    { what: 'JSON that is not JSON', file: { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format": ') }, says: INVALID_FORMAT },
    {
      what: 'a crop size no multiple of 16',
      file: { name: 'crop.json', mimeType: 'application/json', buffer: json({ ...good, cropSize: 100 }) },
      says: /^cropSize: 100 is not a multiple of 16/,
    },
    {
      what: 'values of another crop size',
      file: { name: 'short.json', mimeType: 'application/json', buffer: json({ ...good, cropSize: 128 }) },
      says: /^fingerprint: /,
    },
    {
      what: 'an XML file with no pictures',
      file: {
        name: 'density.xml',
        mimeType: 'application/xml',
        buffer: Buffer.from(`<fingerprintFile>${Object.entries({ ...good, density: 0 }).map(([name, value]) => `<${name}>${value}</${name}>`).join('')}</fingerprintFile>`),
      },
      says: /^density: "0" is not a whole number of pictures/,
    },
  ]
  for (const { what, file: chosen, says } of cases) {
    await file.setInputFiles(chosen)
    await expect(refusal, what).toHaveText(says)
    // Still the file step: the reference is never asked for a file refused.
    await expect(dialog.getByRole('button', { name: 'Choose a file' }), what).toBeVisible()
  }
  expect(posted, 'nothing was sent').toEqual([])

  // A good file goes on to the reference step; Cancel there sends nothing either.
  await file.setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: json(good) })
  await expect(dialog.getByRole('form', { name: 'Choose the reference' })).toBeVisible()
  await expect(refusal).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  expect(posted).toEqual([])
})
