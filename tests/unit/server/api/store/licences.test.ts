// Licence roles: from every unexpired licence naming the user's email or its domain.

import { testDatabase } from './test-db.js'
import t from 'tap'
import {
  addLicensedEntity,
  createLicence,
  entityTypeOf,
  findLicence,
  licenceRolesFor,
} from '../../../../../server/api/store/licences.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const DAY = 24 * 60 * 60 * 1000

t.test('a new licence keeps its name, expiry, seats and available roles', async (t) => {
  const db = testDatabase(t)
  const licence = createLicence(db, { name: 'Police', expiresAt: NOW + DAY, maxSeats: 3, availableRoles: ['MetadataSearch', 'CTD'] }, NOW)
  t.same(findLicence(db, licence.id), {
    id: licence.id,
    name: 'Police',
    createdAt: NOW,
    expiresAt: NOW + DAY,
    maxSeats: 3,
    availableRoles: ['CTD', 'MetadataSearch'],
  })
  t.equal(findLicence(db, licence.id + 1), undefined)
})

t.test('a value with @ is an Email entity, otherwise a Domain (spec-3 §4)', async (t) => {
  t.equal(entityTypeOf('ana@example.org'), 'Email')
  t.equal(entityTypeOf('example.org'), 'Domain')
  const db = testDatabase(t)
  const { id } = createLicence(db, { name: 'L', maxSeats: 5 }, NOW)
  t.match(addLicensedEntity(db, id, 'Ana@Example.org', ['MetadataSearch']), { type: 'Email', value: 'ana@example.org' })
  t.match(addLicensedEntity(db, id, 'Example.org', ['CTD']), { type: 'Domain', value: 'example.org' })
})

t.test('licence roles come from an email entity in any case', async (t) => {
  const db = testDatabase(t)
  const { id } = createLicence(db, { name: 'L', maxSeats: 5 }, NOW)
  addLicensedEntity(db, id, 'ana@example.org', ['MetadataSearch', 'Audit'])
  t.same(licenceRolesFor(db, 'ANA@Example.ORG', NOW), { [id]: ['MetadataSearch', 'Audit'] })
  t.same(licenceRolesFor(db, 'bob@example.org', NOW), {}, 'another address on the domain gets nothing')
})

t.test('licence roles come from a domain entity for every address on it, and only it', async (t) => {
  const db = testDatabase(t)
  const { id } = createLicence(db, { name: 'L', maxSeats: 5 }, NOW)
  addLicensedEntity(db, id, 'example.org', ['MetadataSearch'])
  t.same(licenceRolesFor(db, 'bob@Example.org', NOW), { [id]: ['MetadataSearch'] })
  t.same(licenceRolesFor(db, 'bob@sub.example.org', NOW), {}, 'a subdomain is another domain')
  t.same(licenceRolesFor(db, 'bob@notexample.org', NOW), {})
  t.same(licenceRolesFor(db, 'example.org', NOW), {}, 'a bare domain is not an email')
})

t.test('email and domain entities of one licence merge; several licences each keep their own', async (t) => {
  const db = testDatabase(t)
  const a = createLicence(db, { name: 'A', maxSeats: 5 }, NOW)
  const b = createLicence(db, { name: 'B', maxSeats: 5 }, NOW)
  addLicensedEntity(db, a.id, 'example.org', ['MetadataSearch'])
  addLicensedEntity(db, a.id, 'ana@example.org', ['MetadataSearch', 'UniformSearch'])
  addLicensedEntity(db, b.id, 'ana@example.org', ['CTD'])
  t.same(licenceRolesFor(db, 'ana@example.org', NOW), { [a.id]: ['MetadataSearch', 'UniformSearch'], [b.id]: ['CTD'] })
})

t.test('an expired licence gives no roles', async (t) => {
  const db = testDatabase(t)
  const expired = createLicence(db, { name: 'Old', expiresAt: NOW, maxSeats: 5 }, NOW - DAY)
  const current = createLicence(db, { name: 'New', expiresAt: NOW + 1, maxSeats: 5 }, NOW - DAY)
  addLicensedEntity(db, expired.id, 'example.org', ['Audit'])
  addLicensedEntity(db, current.id, 'example.org', ['CTD'])
  t.same(licenceRolesFor(db, 'ana@example.org', NOW), { [current.id]: ['CTD'] })
  t.same(licenceRolesFor(db, 'ana@example.org', NOW - 1), { [expired.id]: ['Audit'], [current.id]: ['CTD'] })
})
