// The name of a location's centre (GET /v1/places/nearest, issue 15): the gazetteer's nearest place within
// reach, so that a location filter reads "within 10 miles of Manchester"; none far from any town; the
// coordinates checked by name; a session required.

import t from 'tap'
import { service } from '../media/service.js'
import { LATITUDE_INVALID, LONGITUDE_INVALID } from '../../../../../server/api/routes/places.js'
import { SESSION_ENDED } from '../../../../../server/api/plugins/authentication.js'
import type { PlaceNearestReply } from '../../../../../shared/api/types/places.js'

async function nearest(s: Awaited<ReturnType<typeof service>>, query: string): Promise<PlaceNearestReply> {
  const res = await s.get(`/v1/places/nearest?${query}`)
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`)
  return res.json() as PlaceNearestReply
}

t.test('a centre at a city is named by that city, with its distance', async (t) => {
  const s = await service(t)
  const manchester = await nearest(s, 'lat=53.48095&lon=-2.23743')
  t.match(manchester, { success: true, place: { name: 'Manchester', country: 'United Kingdom' } })
  t.ok(manchester.distanceMetres !== null && manchester.distanceMetres < 100, `${manchester.distanceMetres} m`)
  const paris = await nearest(s, 'lat=48.85341&lon=2.3488')
  t.equal(paris.place?.name, 'Paris')
})

t.test('a centre far from every town has no name', async (t) => {
  const s = await service(t)
  t.same(await nearest(s, 'lat=0&lon=-30'), { success: true, place: null, distanceMetres: null }, 'mid-Atlantic')
})

t.test('coordinates out of range or not numbers are refused naming the parameter', async (t) => {
  const s = await service(t)
  const cases: [string, string][] = [
    ['lon=0', LATITUDE_INVALID],
    ['lat=91&lon=0', LATITUDE_INVALID],
    ['lat=north&lon=0', LATITUDE_INVALID],
    ['lat=10', LONGITUDE_INVALID],
    ['lat=10&lon=-180.5', LONGITUDE_INVALID],
    ['lat=10&lon=1e2', LONGITUDE_INVALID],
  ]
  for (const [query, error] of cases) {
    const res = await s.get(`/v1/places/nearest?${query}`)
    t.same([res.statusCode, res.json()], [400, { success: false, error }], query)
  }
  t.equal(LATITUDE_INVALID, 'lat must be a number from -90 to 90.')
})

t.test('the name needs a session', async (t) => {
  const s = await service(t)
  const res = await s.get('/v1/places/nearest?lat=53.48&lon=-2.24', false)
  t.same([res.statusCode, res.json()], [401, { success: false, error: SESSION_ENDED }])
})
