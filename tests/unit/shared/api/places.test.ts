// The place search call: GET /v1/places?q= with the text escaped.

import t from 'tap'
import { placeCalls } from '../../../../shared/api/places.js'
import { fakeService, jsonReply } from '../fakeService.js'

t.test('places are asked by name', async (t) => {
  const { api, asked } = fakeService(() => jsonReply({ success: true, places: [{ name: 'Saint-Étienne' }] }))
  t.match(await placeCalls(api).find('Saint-Étienne & co'), { success: true, places: [{ name: 'Saint-Étienne' }] })
  t.same(asked, ['/v1/places?q=Saint-%C3%89tienne+%26+co'])
})
