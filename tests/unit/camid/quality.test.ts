// Quality and stars (spec-2 §3, §5): stars = round(quality/10), at most 5; five only with 5 pictures or more AND an
// optimal resolution; quality never falls as pictures are added.

import t from 'tap'
import { qualityOf, starsOf } from '../../../shared/camid/prnu/quality.js'

t.test('stars are round(quality / 10), at most 5', async (t) => {
  t.same([0, 4, 5, 14, 15, 44, 45, 50, 100].map(starsOf), [0, 0, 1, 1, 2, 4, 5, 5, 5])
  t.equal(starsOf(-3), 0)
  t.equal(starsOf(Number.NaN), 0)
})

t.test('five stars exactly when the fingerprint has 5 pictures or more and an optimal resolution', async (t) => {
  for (const optimalResolution of [true, false]) {
    for (let pictures = 0; pictures <= 10000; pictures += pictures < 60 ? 1 : 97) {
      const quality = qualityOf({ pictures, optimalResolution })
      const five = starsOf(quality) === 5
      if (five !== (optimalResolution && pictures >= 5)) t.fail(`${pictures} pictures, optimal ${optimalResolution}: quality ${quality}, ${starsOf(quality)} stars`)
      if (quality < 0 || quality > 100 || !Number.isInteger(quality)) t.fail(`quality ${quality} out of 0–100`)
    }
  }
  t.pass('checked 0 to 10,000 pictures, both ways')
})

t.test('quality grows with pictures and is higher at an optimal resolution', async (t) => {
  const table = (optimalResolution: boolean) => [1, 2, 3, 4, 5, 10, 25, 50].map((pictures) => qualityOf({ pictures, optimalResolution }))
  t.comment(`quality at 1, 2, 3, 4, 5, 10, 25, 50 pictures: optimal ${table(true).join(', ')}; not optimal ${table(false).join(', ')}`)
  t.same(table(true), [9, 18, 27, 36, 50, 75, 90, 95])
  t.same(table(false), [7, 14, 22, 29, 40, 44, 44, 44])
  t.same(table(true).map(starsOf), [1, 2, 3, 4, 5, 5, 5, 5])
  t.same(table(false).map(starsOf), [1, 1, 2, 3, 4, 4, 4, 4])
  for (let pictures = 1; pictures < 500; pictures++) {
    for (const optimalResolution of [true, false]) {
      if (qualityOf({ pictures: pictures + 1, optimalResolution }) < qualityOf({ pictures, optimalResolution })) t.fail(`falls after ${pictures}`)
    }
    if (qualityOf({ pictures, optimalResolution: false }) > qualityOf({ pictures, optimalResolution: true })) t.fail(`not optimal above optimal at ${pictures}`)
  }
  t.equal(qualityOf({ pictures: 0, optimalResolution: true }), 0)
  t.equal(qualityOf({ pictures: Number.NaN, optimalResolution: true }), 0)
})
