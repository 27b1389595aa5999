// The licences a user trial gives (spec-3 §2 "User trials", "Licences"): one per person who verified, each
// named after the trial and the address it covers, so that the global administrator tells apart two people
// on one trial in the licence list, and the person sees their own.

import t from 'tap'
import { NOW, assertAudited, onEachEngine } from '../harness.js'
import { createTrial, joinTrial, startTrials } from '../../../../../server/api/store/trials.js'
import type { ListedLicence } from '../../../../../shared/api/types/licences.js'
import { licences } from './callers.js'

const DAY = 24 * 60 * 60 * 1000

onEachEngine(t, 'two people on one trial have two licences, each named after the trial and their address', async (t, engine) => {
  const l = await licences(t, engine)
  const trial = await createTrial(l.h.store, { code: 'DEMO-TRIAL', validFrom: NOW - 30 * DAY, validUntil: NOW + 30 * DAY })
  const people = ['Amara.Mensah@Hotline-NGO.example', 'tomas.novak@childsafe-ngo.example']
  for (const email of people) {
    const user = await l.h.addUser({ email })
    await joinTrial(l.h.store, trial.id, user.id, NOW - DAY)
    t.equal(await startTrials(l.h.store, user.id, user.email, NOW), 1)
  }

  const listed = (await l.root.call('GET', '/v1/licences')).json().licences as ListedLicence[]
  const trials = listed.filter((x) => x.name.startsWith('Trial '))
  t.same(
    trials.map((x) => x.name),
    ['Trial DEMO-TRIAL for amara.mensah@hotline-ngo.example', 'Trial DEMO-TRIAL for tomas.novak@childsafe-ngo.example'],
  )
  t.equal(new Set(listed.map((x) => x.name)).size, listed.length, 'no two licences in the list share a name')

  // The trial user sees their own, by its name, and not the other person's.
  const amara = l.h.browser()
  await amara.signIn(people[0]!)
  const own = (await amara.call({ method: 'GET', url: '/v1/licences' }, people[0]!)).json().licences as ListedLicence[]
  t.same(
    own.map((x) => [x.name, x.heldRoles, x.coveredThrough]),
    [['Trial DEMO-TRIAL for amara.mensah@hotline-ngo.example', ['MetadataSearch'], ['Email']]],
  )
  await assertAudited(t, l.h)
})
