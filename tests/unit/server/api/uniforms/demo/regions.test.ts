// The region tree of the British Isles: a place's country from the gazetteer's codes, its area the nearest anchored
// one in that country (in Ireland, in its province), so that real towns land where they are.

import t from 'tap'
import { cityTable } from '../../../../../../server/api/places/cities.js'
import { AREA_ANCHORS, COUNTRIES } from '../../../../../../server/api/uniforms/demo/regionAnchors.js'
import { regionPathOf } from '../../../../../../server/api/uniforms/demo/regions.js'

const GB = 'GB'

t.test('real towns land in their country, region and area', async (t) => {
  const cases: [number, number, string, string, string[]][] = [
    [53.48, -2.24, GB, 'ENG', ['England', 'North West', 'Greater Manchester']],
    [53.8, -1.55, GB, 'ENG', ['England', 'Yorkshire and the Humber', 'West Yorkshire']],
    [51.45, -2.59, GB, 'ENG', ['England', 'South West', 'Bristol']],
    [52.2, 0.12, GB, 'ENG', ['England', 'East of England', 'Cambridgeshire']],
    [51.5, -0.12, GB, 'ENG', ['England', 'London', 'Central London']],
    [50.37, -4.14, GB, 'ENG', ['England', 'South West', 'Devon']],
    [54.97, -1.61, GB, 'ENG', ['England', 'North East', 'Tyne and Wear']],
    [55.86, -4.25, GB, 'SCT', ['Scotland', 'Glasgow', 'Glasgow City']],
    [57.15, -2.1, GB, 'SCT', ['Scotland', 'North East Scotland', 'Aberdeen City']],
    [57.48, -4.22, GB, 'SCT', ['Scotland', 'Highlands and Islands', 'Highland']],
    [51.48, -3.18, GB, 'WLS', ['Wales', 'South East Wales', 'Cardiff']],
    [53.05, -3.0, GB, 'WLS', ['Wales', 'North Wales', 'Wrexham']],
    [54.6, -5.93, GB, 'NIR', ['Northern Ireland', 'Belfast', 'Belfast']],
    [55.0, -7.32, GB, 'NIR', ['Northern Ireland', 'Western', 'Derry City and Strabane']],
    [53.35, -6.26, 'IE', 'L', ['Ireland', 'Leinster', 'County Dublin']],
    [51.9, -8.47, 'IE', 'M', ['Ireland', 'Munster', 'County Cork']],
    [53.27, -9.05, 'IE', 'C', ['Ireland', 'Connacht', 'County Galway']],
    [54.95, -7.73, 'IE', 'U', ['Ireland', 'Ulster', 'County Donegal']],
  ]
  for (const [latitude, longitude, countryCode, adminCode, path] of cases) {
    t.same(regionPathOf({ latitude, longitude, countryCode, adminCode }), path, path.join(' > '))
  }
})

t.test('the country comes from the codes, not the position: a town near a border stays in its own country', async (t) => {
  // Chester's position is nearer Flintshire's anchors than most English ones.
  t.equal(regionPathOf({ latitude: 53.19, longitude: -2.95, countryCode: GB, adminCode: 'ENG' })?.[0], 'England')
  t.equal(regionPathOf({ latitude: 53.19, longitude: -2.95, countryCode: GB, adminCode: 'WLS' })?.[0], 'Wales')
  // Newry and Dundalk are a few miles apart on either side of the border.
  t.equal(regionPathOf({ latitude: 54.0, longitude: -6.4, countryCode: 'IE', adminCode: 'L' })?.[2], 'County Louth')
  t.equal(regionPathOf({ latitude: 54.18, longitude: -6.34, countryCode: GB, adminCode: 'NIR' })?.[0], 'Northern Ireland')
})

t.test('places outside the five countries have no path', async (t) => {
  t.equal(regionPathOf({ latitude: 48.85, longitude: 2.35, countryCode: 'FR', adminCode: '11' }), null)
  t.equal(regionPathOf({ latitude: 54.15, longitude: -4.48, countryCode: 'IM', adminCode: '' }), null)
  t.equal(regionPathOf({ latitude: 51.5, longitude: -0.12, countryCode: GB, adminCode: '' }), null)
})

t.test("every gazetteer town of the British Isles gets a path in its own country, England's in its nine regions", async (t) => {
  const table = cityTable()
  const regions = new Map<string, Set<string>>()
  let towns = 0
  for (let id = 0; id < table.count; id++) {
    const countryCode = table.country(id)
    if (countryCode !== 'GB' && countryCode !== 'IE') continue
    const path = regionPathOf({ latitude: table.latitude(id), longitude: table.longitude(id), countryCode, adminCode: table.adminCode(id) })
    if (!path) continue
    towns++
    const expected = countryCode === 'IE' ? 'Ireland' : { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' }[table.adminCode(id)]
    if (path[0] !== expected) t.fail(`${table.name(id)} in ${path[0]}`)
    regions.set(path[0], (regions.get(path[0]) ?? new Set()).add(path[1]))
  }
  t.ok(towns > 4500, `${towns} towns`)
  t.same([...regions.keys()].sort(), [...COUNTRIES].sort())
  t.equal(regions.get('England')!.size, 9, 'the nine English regions')
  t.ok([...regions.values()].every((set) => set.size >= 4), 'each country has several regions')
})

t.test('an area belongs to one region only, so that the tree names each area once', async (t) => {
  const regionOf = new Map<string, string>()
  for (const anchor of AREA_ANCHORS) {
    const key = `${anchor.country} > ${anchor.area}`
    if (regionOf.has(key)) t.equal(regionOf.get(key), anchor.region, key)
    regionOf.set(key, anchor.region)
  }
})
