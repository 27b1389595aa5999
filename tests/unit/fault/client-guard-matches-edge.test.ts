// Fault: the search area drew its screens on client-side navigation with no guard, so a link the edge
// would answer as deactivated, denied or not found (in restricted mode, "Find similar" on a sighting page)
// showed the page anyway. Every area now decides what to draw with the route table as the edge does: for
// every page of the table, visitor and mode, what an area draws must be what the edge answers.

import t from 'tap'
import { readFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { assetsOf, bootstrapOf, demoUser, DIST, signIn, startEdge, startUpstream } from '../server/edge/harness.js'
import { areaViewFor, type AreaView } from '../../../shared/shell/areaView.js'
import { ENTRIES, type Entry } from '../../../shared/routes/entries.js'
import { ROUTES } from '../../../shared/routes/table.js'
import { summariseUser, type User } from '../../../shared/api/types/user.js'

const manifest = JSON.parse(readFileSync(`${DIST}/manifest.json`, 'utf8')) as { entries: Record<Entry, { script: string }> }

const VISITORS: User[] = [
  demoUser(),
  demoUser({ email: 'admin@example.org', roles: ['admin'], licenceRoles: {} }),
  demoUser({ email: 'nolicence@example.org', licenceRoles: {} }),
  demoUser({ email: 'uniforms@example.org', licenceRoles: { 'lic-2': ['UniformSearch', 'UniformContributor', 'CTD'] } }),
  demoUser({ email: 'contrib@example.org', licenceRoles: { 'lic-2': ['UniformContributor'] } }),
  demoUser({ email: 'lic-admin@example.org', licenceRoles: { 'lic-7': ['Admin', 'Audit', 'CameraId'] } }),
]

/**
 * Every pattern of the table with sample parameters, with and without its optional one; and paths no route
 * has. (A malformed percent-escape never reaches the table: the edge refuses the address itself.)
 */
function samplePaths(): string[] {
  const paths = ROUTES.flatMap((route) => {
    const filled = route.path.replace(/:licenceId/g, 'lic-7').replace(/:(\w+)\?/g, 'opt-1').replace(/:(\w+)/g, 'p-1')
    const bare = route.path.replace(/\/:\w+\?$/, '')
    return [filled, bare]
  })
  return [...new Set([...paths, '/licences/lic-2/usage', '/no/such/page', '/search/a/b', '/sighting/a%20b', '/searches/'])]
}

/** What an area should draw, read from the edge's own answer to the same request. */
function fromEdge(res: { statusCode: number; headers: Record<string, unknown>; body: string }, url: string, area: Entry): AreaView {
  if (res.statusCode === 302) {
    const location = String(res.headers.location)
    return location.startsWith('/login?redirect=') ? { kind: 'leave', location, signIn: true } : { kind: 'leave', location }
  }
  const boot = bootstrapOf(res.body)
  if (boot.outcome !== 'page') return { kind: boot.outcome, section: boot.section }
  const served = ENTRIES.find((entry) => assetsOf(res.body).includes(manifest.entries[entry].script))
  return served === area ? ({ kind: 'page', section: boot.section } as AreaView) : { kind: 'leave', location: url }
}

for (const restricted of [false, true]) {
  t.test(`every area draws what the edge answers${restricted ? ' in restricted mode' : ''}`, async (t) => {
    const upstream = await startUpstream(VISITORS)
    const edge = await startEdge(upstream.url, restricted ? { RESTRICTED: '1' } : {})
    t.teardown(async () => {
      await edge.close()
      await upstream.close()
    })
    const sessions: [string, string, User | null][] = [['nobody', '', null]]
    for (const user of VISITORS) sessions.push([user.email, await signIn(edge, user.email), user])

    let compared = 0
    const differences: { at: string; drawn: unknown; edge: AreaView }[] = []
    for (const pathname of samplePaths()) {
      for (const search of ['', '?code=X&page=2']) {
        for (const [who, cookie, user] of sessions) {
          const url = pathname + search
          const res = await edge.inject({ url, headers: cookie ? { cookie } : {} })
          for (const area of ENTRIES) {
            const drawn = areaViewFor({ pathname, search, user: user && summariseUser(user), restricted }, area)
            const expected = fromEdge(res, url, area)
            const comparable = drawn.kind === 'page' ? { kind: 'page', section: drawn.section } : drawn
            if (!isDeepStrictEqual(comparable, expected)) differences.push({ at: `${area} at ${url} for ${who}`, drawn: comparable, edge: expected })
            compared++
          }
        }
      }
    }
    t.same(differences.slice(0, 10), [], `no area draws other than the edge answers (${differences.length} differ)`)
    t.ok(compared > 1000, `${compared} answers compared`)
  })
}
