// Matching a path against the route table.

import t from 'tap'
import { matchRoute } from '../../../../shared/routes/match.js'

t.test('parameters are decoded; a trailing slash is ignored', async (t) => {
  t.same(matchRoute('/sighting/a%20b')?.params, { imageId: 'a b' })
  t.equal(matchRoute('/search/')?.route.path, '/search/:image?')
  t.equal(matchRoute('/sighting/%E0%A4%A'), null)
})
