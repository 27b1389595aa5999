// The create-licence form's checks (spec-3 §5: name, maxSeats as a whole number and expiresAt as a date are
// required) and its request, with the roles it offers from the start.

import t from 'tap'
import {
  EXPIRY_REQUIRED,
  emptyLicenceDraft,
  licenceProblems,
  licenceRequestOf,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  SEATS_RANGE,
  withRole,
} from '../../../../../entries/admin/licences/licenceFormRules.js'
import { NOT_A_DATE } from '../../../../../shared/ui/form/fieldRules.js'

const good = { name: ' Northshire Police ', maxSeats: ' 25 ', expiresAt: '2031-12-31', availableRoles: [] }

t.test('an empty form names every field', async (t) => {
  t.same(licenceProblems(emptyLicenceDraft()), { name: NAME_REQUIRED, maxSeats: SEATS_RANGE, expiresAt: EXPIRY_REQUIRED })
})

t.test('a filled form has no problems and sends trimmed values, the seats as a number', async (t) => {
  t.same(licenceProblems(good), {})
  t.same(licenceRequestOf(good), { name: 'Northshire Police', maxSeats: 25, expiresAt: '2031-12-31', availableRoles: [] })
})

t.test('the roles ticked are sent in the roles\' order, each once; none is a choice too', async (t) => {
  t.same(emptyLicenceDraft().availableRoles, [], 'none ticked at first')
  let roles = withRole([], 'UsageStats', true)
  roles = withRole(roles, 'MetadataSearch', true)
  roles = withRole(roles, 'Admin', true)
  roles = withRole(roles, 'MetadataSearch', true)
  t.same(roles, ['MetadataSearch', 'UsageStats', 'Admin'])
  t.same(withRole(roles, 'UsageStats', false), ['MetadataSearch', 'Admin'])
  t.same(licenceRequestOf({ ...good, availableRoles: roles }).availableRoles, ['MetadataSearch', 'UsageStats', 'Admin'])
  t.same(licenceProblems({ ...good, availableRoles: roles }), {})
})

t.test('max seats is a whole number from 1 to 100,000', async (t) => {
  for (const seats of ['0', '-1', '2.5', '1e3', 'ten', '100001']) t.equal(licenceProblems({ ...good, maxSeats: seats }).maxSeats, SEATS_RANGE, seats)
  for (const seats of ['1', '100000']) t.equal(licenceProblems({ ...good, maxSeats: seats }).maxSeats, undefined, seats)
})

t.test('the expiry is a day that exists', async (t) => {
  for (const day of ['2031-02-30', '31/12/2031', '1969-12-31', '2031-13-01']) t.equal(licenceProblems({ ...good, expiresAt: day }).expiresAt, NOT_A_DATE, day)
  t.equal(licenceProblems({ ...good, expiresAt: '2032-02-29' }).expiresAt, undefined, 'a leap day')
})

t.test('the name is at most 200 characters as a person counts them', async (t) => {
  t.equal(licenceProblems({ ...good, name: 'é'.repeat(200) }).name, undefined)
  t.equal(licenceProblems({ ...good, name: 'a'.repeat(201) }).name, NAME_TOO_LONG)
})
