// Where a location lead's sightings lie (the heatmap of spec-2 §3): the positions of the very sightings its count
// and grid find, inside its circle only, within its date window for LOCATION_AND_DATE_RANGE, and no more than asked.

import t from 'tap'
import { leadSightingFilter } from '../../../../../../server/api/bigsearch/leads/lead-sighting-filter.js'
import { countSightings } from '../../../../../../server/api/store/sightings/count.js'
import { sightingPositions } from '../../../../../../server/api/store/sightings/positions.js'
import { storeOnSqlite } from '../../../../../../server/api/store/engine/sqlite.js'
import { insertSightings } from '../../../../../../server/api/store/sightings/rows.js'
import type { Lead } from '../../../../../../shared/api/types/bigsearch.js'
import { testDatabase } from '../test-db.js'
import { insertLeadSightings, taken } from '../../bigsearch/leads/leads-fixture.js'

const AROUND_LONDON: Pick<Lead, '@type' | 'value'> = {
  '@type': 'LOCATION',
  value: { latitude: 51.5074, longitude: -0.1278, locationName: 'London, United Kingdom', distanceInMiles: 1 },
}
const AROUND_LONDON_ON_THE_DAY: Pick<Lead, '@type' | 'value'> = {
  '@type': 'LOCATION_AND_DATE_RANGE',
  value: { ...AROUND_LONDON.value, startAt: '2020-04-30T18:00:00', endAt: '2020-05-02T18:00:00' },
}

const sorted = (positions: { latitude: number; longitude: number }[]) =>
  positions.map((p) => [p.latitude, p.longitude]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!)

t.test('a location lead finds the positions inside its circle only', async (t) => {
  const db = testDatabase(t)
  insertLeadSightings(db)
  // At the centre on the day and 0.3 km away two days later are inside; 2.3 km away, and sightings with no place, are not.
  t.same(sorted(await sightingPositions(storeOnSqlite(db), leadSightingFilter(AROUND_LONDON), 100)), [
    [51.5074, -0.1278],
    [51.51, -0.13],
  ])
})

t.test('a LOCATION_AND_DATE_RANGE lead finds only the sightings taken in its date window', async (t) => {
  const db = testDatabase(t)
  insertLeadSightings(db)
  t.same(sorted(await sightingPositions(storeOnSqlite(db), leadSightingFilter(AROUND_LONDON_ON_THE_DAY), 100)), [[51.5074, -0.1278]])
})

t.test('the positions are those the count finds, one for each sighting', async (t) => {
  const db = testDatabase(t)
  insertLeadSightings(db)
  insertSightings(db, [{ url: 'https://pics.example/again.jpg', latitude: 51.5074, longitude: -0.1278, dateTimeOriginal: taken('2020-05-01T09:00:00') }], 0)
  for (const lead of [AROUND_LONDON, AROUND_LONDON_ON_THE_DAY]) {
    const filter = leadSightingFilter(lead)
    t.equal((await sightingPositions(storeOnSqlite(db), filter, 100)).length, await countSightings(storeOnSqlite(db), filter, 100), lead['@type'])
  }
  t.equal((await sightingPositions(storeOnSqlite(db), leadSightingFilter(AROUND_LONDON_ON_THE_DAY), 100)).length, 2, 'the same place twice is two positions')
})

t.test('no more positions than the cap are read', async (t) => {
  const db = testDatabase(t)
  insertSightings(db, Array.from({ length: 30 }, (_, i) => ({ url: `https://pics.example/${i}.jpg`, latitude: 51.5074 + i * 1e-5, longitude: -0.1278 })), 0)
  t.equal((await sightingPositions(storeOnSqlite(db), leadSightingFilter(AROUND_LONDON), 12)).length, 12)
  t.equal((await sightingPositions(storeOnSqlite(db), leadSightingFilter(AROUND_LONDON), 100)).length, 30)
})
