// The route table: every route of the spec with its entry, guard and restricted-mode visibility.

import t from 'tap'
import { ROUTES } from '../../../../shared/routes/table.js'
import { matchRoute } from '../../../../shared/routes/match.js'

t.test('every route of the spec is in the table with its entry', async (t) => {
  const expected: Record<string, string> = {
    '/login': 'public', '/logout': 'public', '/register': 'public', '/register/verify': 'public', '/trial': 'public',
    '/resetpassword': 'public', '/choosepassword': 'public', '/terms': 'public', '/privacy': 'public', '/docs': 'public',
    '/write-to-us': 'public', '/exifextractor': 'public', '/ctd': 'public', '/egg': 'public', '/egg/q1': 'public',
    '/search': 'search', '/search/img-1': 'search', '/similar': 'search', '/similar/img-1': 'search', '/sighting/img-1': 'search', '/searches': 'search',
    '/bigsearch': 'bigsearch', '/bigsearch/abc': 'bigsearch',
    '/camid': 'camid', '/camid/q-1': 'camid', '/camid/resolutions': 'camid', '/camid/stats': 'camid',
    '/uniforms/search': 'uniforms', '/uniforms/contributions': 'uniforms', '/uniforms/schools/s1': 'uniforms',
    '/uniforms/schools/s1/images/i1': 'uniforms', '/uniforms/contributions/s1': 'uniforms',
    '/settings': 'admin', '/applications': 'admin', '/trials': 'admin', '/licences': 'admin', '/licences/usage': 'admin',
    '/licences/l1': 'admin', '/licences/l1/usage': 'admin', '/licences/l1/audit': 'admin',
  }
  for (const [path, entry] of Object.entries(expected)) {
    const found = matchRoute(path)
    t.equal(found?.route.kind === 'page' && found.route.entry, entry, path)
  }
  t.equal(matchRoute('/no/such/page'), null)
  t.equal(matchRoute('/camid/stats')?.params.querySpnId, undefined, 'static segments win over parameters')
})

t.test('restricted mode keeps only sign-in and metadata search', async (t) => {
  const shown = ROUTES.filter((r) => !r.hiddenInRestricted).map((r) => r.path)
  t.same(shown.sort(), [
    '/', '/bigsearch', '/bigsearch/:jobId', '/bigsearch/:jobId/:area', '/bigsearch/:jobId/:area/:image', '/bigsearch/v2/:jobId',
    '/choosepassword', '/login', '/logout', '/resetpassword', '/search/:image?', '/searches', '/sighting/:imageId',
  ].sort())
})
