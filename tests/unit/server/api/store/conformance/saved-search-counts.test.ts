// The counts a saved search shows (store/saved-search-counts.ts) on both engines: its results, those added since it
// was viewed, and the newest one's time; capped as the search page caps; a filter the camera index counts alone
// (makes and models) counts as new only the sightings added since, not its whole total.

import t from 'tap'
import { countSavedSearch } from '../../../../../../server/api/store/saved-search-counts.js'
import { writeSightings } from '../../../../../../server/api/store/sightings/write-sightings.js'
import { readSearchRequest } from '../../../../../../server/api/search/request.js'
import { TOTAL_COUNT_CAP } from '../../../../../../shared/api/types/sightings.js'
import { onEachEngine } from './engines.js'

const SAVED = Date.UTC(2026, 2, 2, 9)
const MINUTE = 60_000
const filterOf = (query: string) => readSearchRequest(new URLSearchParams(query))

const canon = (name: string, model = 'Canon EOS 600D') => ({ url: `https://pics.example/${name}.jpg`, make: 'Canon', model, artist: 'Jane Doe' })

onEachEngine(t, 'a saved search counts its results, those added since it was viewed, and the newest one', async (t, store) => {
  await writeSightings(store, [canon('a'), canon('b'), { url: 'https://pics.example/n.jpg', make: 'Nikon', model: 'Nikon Z6' }], SAVED - MINUTE)
  for (const query of ['make=Canon', 'make=Canon&model=Canon EOS 600D', 'artist=Jane Doe']) {
    t.same(await countSavedSearch(store, filterOf(query), SAVED), { total: 2, new: 0, lastAddedAt: SAVED - MINUTE }, `${query}: nothing new when viewed after`)
  }
  await writeSightings(store, [canon('c'), { url: 'https://pics.example/m.jpg', make: 'Nikon', model: 'Nikon Z6' }], SAVED + MINUTE)
  await writeSightings(store, [canon('d', 'Canon EOS R5')], SAVED + 2 * MINUTE)
  t.same(await countSavedSearch(store, filterOf('make=Canon'), SAVED), { total: 4, new: 2, lastAddedAt: SAVED + 2 * MINUTE }, 'a make: only the two added since are new')
  t.same(await countSavedSearch(store, filterOf('make=Canon&model=Canon EOS 600D'), SAVED), { total: 3, new: 1, lastAddedAt: SAVED + MINUTE }, 'a make and model')
  t.same(await countSavedSearch(store, filterOf('make=Canon&-model=Canon EOS R5'), SAVED), { total: 3, new: 1, lastAddedAt: SAVED + MINUTE }, 'a negated model')
  t.same(await countSavedSearch(store, filterOf('artist=Jane Doe'), SAVED), { total: 4, new: 2, lastAddedAt: SAVED + 2 * MINUTE }, 'a name')
  t.same(await countSavedSearch(store, filterOf('make=Canon'), SAVED + 2 * MINUTE), { total: 4, new: 0, lastAddedAt: SAVED + 2 * MINUTE }, 'viewed since: nothing new')
  t.same(await countSavedSearch(store, filterOf('make=Leica'), SAVED), { total: 0, new: 0, lastAddedAt: null }, 'no result, no date')
})

onEachEngine(t, 'the counts stop at the search cap', async (t, store) => {
  await writeSightings(store, Array.from({ length: TOTAL_COUNT_CAP + 50 }, (_, i) => ({ url: `https://bulk.example/${i}.jpg`, make: 'Bulkcam' })), SAVED + MINUTE)
  t.same(await countSavedSearch(store, filterOf('make=Bulkcam'), SAVED), { total: TOTAL_COUNT_CAP + 1, new: TOTAL_COUNT_CAP + 1, lastAddedAt: SAVED + MINUTE })
})
