// The PhotoDNA lookup (photodna-lookup.ts) on both engines: SQLite's R*Tree box and PostgreSQL's cube box and ball
// only narrow; each candidate is measured. Whatever they narrow to, a lookup must find what measuring every vector
// finds, in the same order, also at the edge of what the box and the ball let through.

import t from 'tap'
import { rowsOf } from '../../../../../../server/api/store/engine/query.js'
import { squaredDistance } from '../../../../../../server/api/store/sightings/photodna-coordinates.js'
import { nearestPhotoDna } from '../../../../../../server/api/store/sightings/photodna-lookup.js'
import { queryOf } from '../../../../../../server/api/store/sightings/query-text.js'
import { writeSightings } from '../../../../../../server/api/store/sightings/write-sightings.js'
import { onEachEngine } from './engines.js'

onEachEngine(t, 'a PhotoDNA lookup finds exactly what measuring every vector finds, nearest first', async (t, store) => {
  // Smooth vectors like the demo's, re-posts of some of them, and rough random ones the index fits less well.
  let seed = 7
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
  const smooth = () => {
    let level = 40 + next() * 160
    return Uint8Array.from({ length: 144 }, () => (level = Math.max(0, Math.min(255, level + (next() - 0.5) * 60))))
  }
  const rough = () => Uint8Array.from({ length: 144 }, () => Math.floor(next() * 256))
  const nudged = (v: Uint8Array, by: number) => v.map((b) => Math.max(0, Math.min(255, b + Math.round((next() - 0.5) * by))))
  const vectors: Uint8Array[] = []
  for (let i = 0; i < 300; i++) {
    const base = i % 3 === 2 ? rough() : smooth()
    vectors.push(base, nudged(base, 10), nudged(base, 30))
  }
  // Two flat greys 9,216 apart, almost all of it along one index direction: a lookup from one must reach
  // the other, at the edge of what the box lets through.
  vectors.push(new Uint8Array(144).fill(120), new Uint8Array(144).fill(128))
  await writeSightings(store, vectors.map((photoDna, i) => ({ imageId: `p${i}`, url: `https://x.example/${i}`, photoDna })), 0)
  const flat = vectors.length - 2
  const ids = new Map((await rowsOf(store, queryOf<{ image_id: string; id: number }>('SELECT image_id, id FROM sightings', []))).map((r) => [r.image_id, Number(r.id)]))
  for (const threshold of [0, 2_000, 10_000, 40_000]) {
    for (const q of [...Array.from({ length: Math.ceil(flat / 7) }, (_, i) => i * 7), flat]) {
      const query = q === flat ? vectors[q]! : nudged(vectors[q]!, 16)
      const expected = vectors
        .map((v, i) => ({ id: ids.get(`p${i}`)!, distance: squaredDistance(query, v) }))
        .filter((m) => m.distance <= threshold)
        .sort((a, b) => a.distance - b.distance || a.id - b.id)
      t.same(await nearestPhotoDna(store, query, threshold), expected, `query ${q} within ${threshold}`)
    }
  }
  t.equal((await nearestPhotoDna(store, vectors[flat]!, 10_000)).length, 2, 'the other grey is found')
  // Their difference lies wholly along the first direction, so it is as long in the index as it is: at a threshold of
  // exactly their distance, the other grey stands on the edge of the box and of the ball.
  t.same((await nearestPhotoDna(store, vectors[flat]!, 9_216)).map((m) => m.distance), [0, 9_216], 'and found at exactly its distance')
})
