// A lead's sighting dialog writes its times as the sighting page does (one helper for each): the camera's
// clock as written, with its zone or "camera time", and the service's own times in UTC, never raw ISO text;
// and it names the camera once, as the lead above it does (issue 30 §5).

import t from 'tap'
import type { SearchResultItem } from '../../../../shared/api/types/sightings.js'
import { detailRows } from '../../../../entries/bigsearch/components/SightingDialog.js'

const item = {
  url: 'https://example.org/p/1',
  domain: 'example.org',
  username: null,
  make: 'Canon',
  model: 'Canon EOS 600D',
  serialNumber: '123063022888',
  internalSerialNumber: null,
  cameraName: 'Canon - Canon EOS 600D - 123063022888',
  dateTimeOriginal: '2026-11-28T09:09:00',
  dateFirstSeen: '2026-11-28T09:09:00.784Z',
  dateLastSeen: null,
  dimensions: '5184 x 3456',
} as unknown as SearchResultItem

const shown = (rows: ReturnType<typeof detailRows>) => Object.fromEntries(rows.map((row) => [row.label, row.values[0]?.text]))

t.test('times as the sighting page writes them', async (t) => {
  const rows = shown(detailRows(item))
  t.equal(rows['Date taken'], '2026-11-28 09:09:00 camera time')
  t.equal(rows['First seen'], '2026-11-28 09:09:00 UTC')
  t.notOk('Last seen' in rows, 'a time not known is left out')
})

t.test("a camera time with the file's offset gives its zone", async (t) => {
  t.equal(shown(detailRows({ ...item, dateTimeOriginal: '2026-11-28T09:09:00+02:00' }))['Date taken'], '2026-11-28 09:09:00 UTC+02:00')
})

t.test('the camera is named once, with its serials, as the lead names it', async (t) => {
  t.equal(shown(detailRows(item))['Camera'], 'Canon EOS 600D - 123063022888', 'not "Canon - Canon EOS 600D"')
  t.equal(shown(detailRows({ ...item, make: 'Apple', model: 'iPhone 11', serialNumber: null }))['Camera'], 'Apple iPhone 11', 'a model without its make gets it')
  const serialOnly = { ...item, make: null, model: null, serialNumber: null, internalSerialNumber: 'H500XX01234567', cameraName: 'H500XX01234567' }
  t.equal(shown(detailRows(serialOnly))['Camera'], 'H500XX01234567', 'a serial alone')
  t.notOk('Camera' in shown(detailRows({ ...item, make: null, model: null, serialNumber: null, cameraName: '' })), 'no camera, no row')
})
