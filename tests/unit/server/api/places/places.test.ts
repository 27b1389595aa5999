// The place search of the Choose Location dialog (GET /v1/places): prefix matches on the name without
// regard to case or accents, largest first, within the limit; a session and a query are required.

import t from 'tap'
import { service } from '../media/service.js'
import { LIMIT_INVALID, QUERY_REQUIRED } from '../../../../../server/api/routes/places.js'
import { SESSION_ENDED } from '../../../../../server/api/plugins/authentication.js'
import { searchKey } from '../../../../../server/api/places/gazetteer.js'
import type { Place, PlacesReply } from '../../../../../shared/api/types/places.js'

async function places(s: Awaited<ReturnType<typeof service>>, query: string): Promise<Place[]> {
  const res = await s.get(`/v1/places?${query}`)
  const body = res.json() as PlacesReply
  if (res.statusCode !== 200 || !body.success) throw new Error(`${res.statusCode} ${res.body}`)
  return body.places
}

t.test('a name prefix finds the largest places first, ten by default', async (t) => {
  const s = await service(t)
  const found = await places(s, 'q=london')
  t.equal(found.length, 10)
  t.match(found[0], { name: 'London', country: 'United Kingdom' })
  t.ok(Math.abs(found[0]!.lat - 51.5) < 0.1 && Math.abs(found[0]!.lon + 0.13) < 0.1, 'at London')
  t.ok(found.every((p) => searchKey(p.name).startsWith('london')), 'every name starts with the query')
  t.same(found.map((p) => p.population), [...found.map((p) => p.population)].sort((a, b) => b - a), 'largest first')
  t.ok(found.some((p) => p.name === 'London' && p.country === 'Canada'), 'London, Ontario is among them')
})

t.test('case and accents do not matter, in the query or in the name', async (t) => {
  const s = await service(t)
  const plain = await places(s, 'q=sao%20paulo&limit=3')
  const accented = await places(s, `q=${encodeURIComponent('SÃO PAULO')}&limit=3`)
  t.equal(plain[0]?.name, 'São Paulo')
  t.equal(plain[0]?.country, 'Brazil')
  t.same(accented, plain)
  const zurich = await places(s, 'q=zurich&limit=1')
  t.equal(zurich[0]?.name, 'Zürich')
})

t.test('the limit bounds the answer, and a query that matches nothing answers an empty list', async (t) => {
  const s = await service(t)
  t.equal((await places(s, 'q=san&limit=50')).length, 50)
  t.equal((await places(s, 'q=san&limit=1')).length, 1)
  t.same(await places(s, 'q=xqzqxqz'), [])
})

t.test('a missing or oversized query and a bad limit are refused naming the parameter', async (t) => {
  const s = await service(t)
  const cases: [string, string][] = [
    ['/v1/places', QUERY_REQUIRED],
    ['/v1/places?q=%20%20', QUERY_REQUIRED],
    [`/v1/places?q=${'a'.repeat(101)}`, QUERY_REQUIRED],
    ['/v1/places?q=paris&limit=0', LIMIT_INVALID],
    ['/v1/places?q=paris&limit=51', LIMIT_INVALID],
    ['/v1/places?q=paris&limit=ten', LIMIT_INVALID],
  ]
  for (const [url, error] of cases) {
    const res = await s.get(url)
    t.same([res.statusCode, res.json()], [400, { success: false, error }], url)
  }
  t.equal(QUERY_REQUIRED, 'q must be 1 to 100 characters.')
  t.equal(LIMIT_INVALID, 'limit must be a whole number from 1 to 50.')
})

t.test('place search needs a session and is in the audit log', async (t) => {
  const s = await service(t)
  const res = await s.get('/v1/places?q=paris', false)
  t.same([res.statusCode, res.json()], [401, { success: false, error: SESSION_ENDED }])
  await places(s, 'q=paris')
  const read = () => s.db.prepare("SELECT action, details, success FROM audit_log WHERE api = 'places' ORDER BY id").all()
  // The entry is written as the reply finishes: wait for it rather than for a time.
  const deadline = Date.now() + 2000
  while (read().length < 2 && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve))
  const rows = read()
  t.same(rows, [
    { action: 'place-search', details: null, success: 0 },
    { action: 'place-search', details: 'paris', success: 1 },
  ])
})

t.test('near a point, only places within the distance are found (the Hub keeps to the British Isles)', async (t) => {
  const s = await service(t)
  const near = 'nearLat=54.5&nearLon=-3.5&withinKm=700'
  const found = await places(s, `q=london&limit=10&${near}`)
  t.ok(found.length > 0)
  t.ok(found.every((p) => p.country === 'United Kingdom' || p.country === 'Ireland'), 'no London of Canada or the United States')
  const perth = await places(s, `q=perth&limit=5&${near}`)
  t.ok(perth.length > 0 && perth.every((p) => p.country === 'United Kingdom'), 'Perth in Scotland, not Australia')
  for (const partial of ['nearLat=54.5', 'nearLat=54.5&nearLon=-3.5', 'nearLat=99&nearLon=0&withinKm=7', 'nearLat=1&nearLon=1&withinKm=0']) {
    const res = await s.get(`/v1/places?q=perth&${partial}`)
    t.equal(res.statusCode, 400, partial)
    t.match(res.json().error, /nearLat, nearLon and withinKm go together/)
  }
})
