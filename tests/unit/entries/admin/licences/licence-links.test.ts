// The icons a licence gets in the list (spec-3 §2 "Licences", §6): detail for Admin, usage for UsageStats,
// audit for Audit or DomainAudit; every one of them for the global admin.

import t from 'tap'
import { licenceLinks } from '../../../../../entries/admin/licences/licenceLinks.js'

const licence = (heldRoles: string[]) => ({ id: 7, name: 'Northshire', heldRoles })
const kinds = (heldRoles: string[], admin = false) => licenceLinks(licence(heldRoles), admin).map((link) => link.kind)

t.test('each role opens its own link', async (t) => {
  t.same(kinds(['Admin']), ['detail'])
  t.same(kinds(['UsageStats']), ['usage'])
  t.same(kinds(['Audit']), ['audit'])
  t.same(kinds(['DomainAudit']), ['audit'])
  t.same(kinds(['MetadataSearch']), [])
  t.same(kinds(['Admin', 'UsageStats', 'DomainAudit']), ['detail', 'usage', 'audit'])
})

t.test('the global admin sees all three, whatever they hold', async (t) => {
  t.same(kinds([], true), ['detail', 'usage', 'audit'])
})

t.test('each link has the address of its page and a name for screen readers', async (t) => {
  t.same(licenceLinks(licence([]), true), [
    { kind: 'detail', href: '/licences/7', label: 'Manage Northshire', word: 'Manage' },
    { kind: 'usage', href: '/licences/7/usage', label: 'Usage of Northshire', word: 'Usage' },
    { kind: 'audit', href: '/licences/7/audit', label: 'Audit of Northshire', word: 'Audit' },
  ])
})
