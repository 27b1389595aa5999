// The leads panel's rules and the selection in the address (spec-2 §2 "Leads panel", §4 "Lead browsing", §9).

import t from 'tap'
import type { Lead } from '../../../../shared/api/types/bigsearch.js'
import { ALL_CATEGORIES, categorySummary, shownLeads } from '../../../../entries/bigsearch/leads/leadRules.js'
import { leadOrderText, leadSubtitle, leadTitle, sightingsText } from '../../../../entries/bigsearch/leads/leadText.js'
import { EMPTY_SELECTION, readSelection, selectionParams, withLead } from '../../../../entries/bigsearch/leads/selectionUrl.js'
import { chooseConnected } from '../../../../entries/bigsearch/components/ConnectedLeadFilter.js'
import { leadsErrorText, UNKNOWN_ERROR } from '../../../../entries/bigsearch/state.js'

const lead = (type: string, sightings: number, extra: Partial<Lead> = {}): Lead => ({
  '@type': type,
  value: { text: type.toLowerCase() },
  sightings,
  connectedLeads: [],
  sources: [],
  ...extra,
})

t.test('the filter summary reads None, All leads, one category or N types', async (t) => {
  t.equal(categorySummary(ALL_CATEGORIES.map(() => false)), 'None')
  t.equal(categorySummary(ALL_CATEGORIES), 'All leads')
  t.equal(categorySummary([true, false, false, false, false, false, false, false]), 'Camera leads')
  t.equal(categorySummary([true, true, false, false, false, false, false, true]), '3 types of leads')
})

t.test('minor leads (0, the cap, a placeholder) are left out until View all, and counted', async (t) => {
  const leads = [lead('CAMERA', 12), lead('CAMERA', 0), lead('SOFTWARE', 10_000), lead('ARTIST', 3, { placeholder: true }), lead('USERNAME', 9_999)]
  const majors = shownLeads(leads, ALL_CATEGORIES, false)
  t.same(majors.shown, [0, 4])
  t.equal(majors.hiddenMinor, 3)
  t.equal(majors.counts.CAMERA, 1)
  const all = shownLeads(leads, ALL_CATEGORIES, true)
  t.same(all.shown, [0, 4, 1, 2, 3], 'majors first, then minors')
  t.equal(all.hiddenMinor, 0)
  t.equal(all.counts.METADATA, 2)
  const cameraOnly = shownLeads(leads, [true, false, false, false, false, false, false, false], false)
  t.same(cameraOnly.shown, [0])
  t.equal(cameraOnly.hiddenMinor, 1, 'only the chosen categories count as not shown')
})

t.test('a lead of an unknown type is titled ?? and shown only with every category', async (t) => {
  t.equal(leadTitle('SOMETHING_NEW'), '??')
  const leads = [lead('SOMETHING_NEW', 4)]
  t.same(shownLeads(leads, ALL_CATEGORIES, false).shown, [0])
  t.same(shownLeads(leads, [false, true, true, true, true, true, true, true], false).shown, [])
})

t.test('counts show a plus sign at the cap; subtitles name the value', async (t) => {
  t.equal(sightingsText(10_000), '10000+')
  t.equal(sightingsText(9_999), '9999')
  t.equal(leadSubtitle({ make: 'Canon', model: 'Canon EOS 600D', serialNumber: '123063022888' }), 'Canon EOS 600D - 123063022888', 'the make said once')
  t.equal(leadSubtitle({ make: 'Apple', model: 'iPhone 11', serialNumber: 'F17X' }), 'Apple iPhone 11 - F17X')
  t.equal(leadSubtitle({ make: 'Canon', model: 'Canon PowerShot S40', dateTimeOriginal: '2004-03-07T10:00:00' }), 'Canon PowerShot S40 at 2004-03-07 10:00:00')
  t.equal(leadSubtitle({ hash: 'abc', hashType: 'MD5' }), 'MD5 abc')
  t.equal(leadSubtitle({ latitude: 51.5, longitude: -0.12, locationName: null, distanceInMiles: 1 }), 'Within 1 mile of 51.50000, -0.12000')
})

t.test('a camera lead says which serial it holds, and reads as a serial alone when its file names no camera', async (t) => {
  t.equal(leadSubtitle({ serialNumber: 'HLPXEL09018779' }), 'Serial number HLPXEL09018779')
  t.equal(leadSubtitle({ make: 'FLIR', serialNumber: '162682' }), 'FLIR - 162682')
  t.equal(leadSubtitle({ make: 'Panasonic', model: 'DMC-FZ30', internalSerialNumber: 'S010604030293' }), 'Panasonic DMC-FZ30 - internal serial S010604030293')
  t.equal(leadSubtitle({ internalSerialNumber: 'S010604030293' }), 'Internal serial S010604030293')
  t.equal(leadSubtitle({ make: 'Canon', lensSerialNumber: '0000129324' }), 'Canon - lens serial 0000129324')
  t.equal(leadSubtitle({ lensSerialNumber: '1175627' }), 'Lens serial 1175627')
})

t.test('the line above the list names the order: strongest evidence first, software last, then fewest sightings', async (t) => {
  const line = leadOrderText(false)
  t.match(line, /^Strongest evidence first: identical images, body serials, internal serials, lens serials, /)
  t.match(line, /, then software\. Within each, fewest sightings first\.$/)
  t.match(leadOrderText(true), /Minor leads \(no sightings, 10000\+ or a placeholder value\) follow in the same order, most sightings first\.$/)
})

t.test('the selection goes to the address and back; defaults are left out', async (t) => {
  t.equal(selectionParams(EMPTY_SELECTION).toString(), '')
  const selection = { categories: [true, false, true, true, true, true, true, true], connectedLeads: [4, 9], lead: 2, minor: true, page: 3, pageSize: 500 as const, sighting: 'abc' }
  const query = selectionParams(selection).toString()
  t.equal(query, 'categories=10111111&connectedLeads=4%2C9&lead=2&minor=true&page=3&pageSize=500&sighting=abc')
  t.same(readSelection(query), selection)
  t.same(readSelection('pageSize=150&page=-2&lead=x&categories=2'), EMPTY_SELECTION, 'unreadable values are the defaults')
})

t.test('another lead resets the connected leads, the page and the sighting', async (t) => {
  const next = withLead({ ...EMPTY_SELECTION, lead: 1, connectedLeads: [3], page: 2, sighting: 's' }, 5)
  t.same(next, { ...EMPTY_SELECTION, lead: 5 })
})

t.test('one connected lead per type: another of the same type replaces it', async (t) => {
  const leads = [lead('CAMERA', 1), lead('LOCATION', 2), lead('LOCATION', 3), lead('SOFTWARE', 4)]
  t.same(chooseConnected([1, 3], leads, 2), [3, 2])
  t.same(chooseConnected([1], leads, 3), [1, 3])
})

t.test("a failure with no message of the service's reads Unknown error", async (t) => {
  t.equal(leadsErrorText('Error. 500 Internal Server Error'), UNKNOWN_ERROR)
  t.equal(leadsErrorText(''), UNKNOWN_ERROR)
  t.equal(leadsErrorText('Job is still running'), 'Job is still running')
})
