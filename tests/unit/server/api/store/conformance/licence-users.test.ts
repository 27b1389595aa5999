// Who a licence's users are (store/licence-users.ts) on both engines: its Email entities and the accounts at its
// Domain entities, lower-cased; every licence in id order, one with no entity too; the accounts at a set of domains
// sorted and limited, matched by the domain after the first @ in any case.

import t from 'tap'
import { sql } from 'kysely'
import { accountsAtDomains, everyLicenceUsers, licenceUsersOf } from '../../../../../../server/api/store/licence-users.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'
import { aLicence, anEntity } from './given-licences.js'

onEachEngine(t, "a licence's users are its emails and domains in the order they were added", async (t, store) => {
  const police = await aLicence(store, 'Northshire Police', 5000)
  await anEntity(store, police, 'Ana@Northshire.police.uk')
  await anEntity(store, police, 'westmarch.police.uk')
  await anEntity(store, police, 'ben@northshire.police.uk')
  t.same(await licenceUsersOf(store, police), {
    licenceId: police,
    name: 'Northshire Police',
    expiresAt: 5000,
    emails: ['ana@northshire.police.uk', 'ben@northshire.police.uk'],
    domains: ['westmarch.police.uk'],
  })
  t.equal(await licenceUsersOf(store, police + 1), undefined, 'no such licence')
})

onEachEngine(t, 'every licence is listed in id order, one with no entity with no users', async (t, store) => {
  const a = await aLicence(store, 'A')
  const empty = await aLicence(store, 'Empty')
  const c = await aLicence(store, 'C', 9)
  await anEntity(store, c, 'c.example')
  await anEntity(store, a, 'ana@a.example')
  t.same(await everyLicenceUsers(store), [
    { licenceId: a, name: 'A', expiresAt: null, emails: ['ana@a.example'], domains: [] },
    { licenceId: empty, name: 'Empty', expiresAt: null, emails: [], domains: [] },
    { licenceId: c, name: 'C', expiresAt: 9, emails: [], domains: ['c.example'] },
  ])
  await sql`DELETE FROM licences WHERE id = ${c}`.execute(store.db)
  t.same((await everyLicenceUsers(store)).map((l) => l.licenceId), [a, empty], "a deleted licence's entities go with it")
})

onEachEngine(t, 'the accounts at domains: after the first @, any case, sorted, at most the limit', async (t, store) => {
  for (const email of ['Zoe@North.example', 'adam@north.example', 'b.c@NORTH.example', 'dan@south.example', 'eve@north.example.org', 'fay@sub.north.example']) {
    await aUser(store, email)
  }
  t.same(await accountsAtDomains(store, ['North.Example'], 10), ['adam@north.example', 'b.c@north.example', 'zoe@north.example'])
  t.same(await accountsAtDomains(store, ['north.example', 'south.example'], 10), ['adam@north.example', 'b.c@north.example', 'dan@south.example', 'zoe@north.example'])
  t.same(await accountsAtDomains(store, ['north.example'], 2), ['adam@north.example', 'b.c@north.example'], 'the first of the sorted list')
  t.same(await accountsAtDomains(store, [], 10), [], 'no domain, no account')
  t.same(await accountsAtDomains(store, ['west.example'], 10), [])
  t.same(await accountsAtDomains(store, ['%.example', 'north.exampl_'], 10), [], 'a domain is matched exactly, never as a pattern')
})
