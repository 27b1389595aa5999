// The rules usage is counted by (spec-3 §3, §4, §5): channels from the requesting-app header, weeks from
// Monday in UTC, months counted back, police-network domains, and the two settings that configure them.

import t from 'tap'
import { channelOf } from '../../../../../server/api/usage/channels.js'
import { dayOf, isoDay, mondayOf, monthsBefore } from '../../../../../server/api/usage/calendar.js'
import { normalisePoliceDomain, usageSettingsOf, DEFAULT_USAGE_SETTINGS } from '../../../../../server/api/usage/settings.js'
import { loadApiConfig, ConfigError, DEFAULT_POLICE_DOMAIN_SUFFIX } from '../../../../../server/api/config.js'
import { REQUESTING_APP } from '../../../../../shared/api/headers.js'

t.test('each requesting app counts under its channel; unknown ones and none under other', async (t) => {
  t.equal(channelOf(REQUESTING_APP), 'lowside', 'what this build of the website sends')
  t.equal(channelOf('lowside'), 'lowside')
  t.equal(channelOf('HighSide'), 'highside')
  for (const app of ['griffeye-cs', 'GriffeyeCS', 'Griffeye CS', 'griffeye_cs']) t.equal(channelOf(app), 'griffeyeCS', app)
  for (const app of ['griffeye-di', 'GriffeyeDI', 'Griffeye DI']) t.equal(channelOf(app), 'griffeyeDI', app)
  for (const app of [null, '', 'curl/8.0', 'griffeye', 'constructor', '__proto__']) t.equal(channelOf(app), 'other', String(app))
})

t.test('weeks commence on Monday, UTC', async (t) => {
  const monday = (iso: string) => isoDay(mondayOf(dayOf(Date.parse(iso))))
  t.equal(monday('2026-03-02T00:00:00Z'), '2026-03-02', 'a Monday is its own week')
  t.equal(monday('2026-03-01T23:59:59.999Z'), '2026-02-23', 'Sunday night is the week before')
  t.equal(monday('1970-01-01T00:00:00Z'), '1969-12-29', 'the first day of the epoch, a Thursday')
  t.equal(monday('1969-12-31T12:00:00Z'), '1969-12-29', 'before the epoch too')
})

t.test('months count back to the same day, or the month\'s last', async (t) => {
  const back = (iso: string, months: number) => new Date(monthsBefore(Date.parse(iso), months)).toISOString()
  t.equal(back('2026-03-02T00:00:00Z', 4), '2025-11-02T00:00:00.000Z')
  t.equal(back('2026-05-31T00:00:00Z', 3), '2026-02-28T00:00:00.000Z')
  t.equal(back('2024-07-31T06:00:00Z', 5), '2024-02-29T06:00:00.000Z', 'a leap year')
  t.equal(back('2026-01-15T00:00:00Z', 7), '2025-06-15T00:00:00.000Z', 'across a year')
})

t.test('police-network domains are counted under the force: the one label before the suffix', async (t) => {
  const suffix = DEFAULT_USAGE_SETTINGS.policeDomainSuffix
  t.equal(suffix, 'pnn.police.uk')
  t.equal(normalisePoliceDomain('cid.kent.pnn.police.uk', suffix), 'kent.pnn.police.uk')
  t.equal(normalisePoliceDomain('a.b.Met.PNN.police.uk', suffix), 'met.pnn.police.uk')
  t.equal(normalisePoliceDomain('kent.pnn.police.uk', suffix), 'kent.pnn.police.uk')
  t.equal(normalisePoliceDomain('pnn.police.uk', suffix), 'pnn.police.uk', 'the suffix itself')
  t.equal(normalisePoliceDomain('kent.police.uk', suffix), 'kent.police.uk', 'not the police network')
  t.equal(normalisePoliceDomain('xpnn.police.uk', suffix), 'xpnn.police.uk', 'a name that only ends in the same letters')
})

t.test('USAGE_EXCLUDED_LICENCE_ID and POLICE_DOMAIN_SUFFIX: defaults, values, and refusals naming them', async (t) => {
  const defaults = loadApiConfig({})
  t.equal(defaults.usageExcludedLicenceId, null)
  t.equal(defaults.policeDomainSuffix, 'pnn.police.uk')
  const set = loadApiConfig({ USAGE_EXCLUDED_LICENCE_ID: ' 42 ', POLICE_DOMAIN_SUFFIX: 'Police.Example' })
  t.equal(set.usageExcludedLicenceId, 42)
  t.equal(set.policeDomainSuffix, 'police.example')
  for (const value of ['0', '-3', 'abc', '1.5']) {
    t.throws(() => loadApiConfig({ USAGE_EXCLUDED_LICENCE_ID: value }), ConfigError, value)
    t.throws(() => loadApiConfig({ USAGE_EXCLUDED_LICENCE_ID: value }), /^USAGE_EXCLUDED_LICENCE_ID must be a licence id/)
  }
  for (const value of ['.pnn.police.uk', 'pnn police', 'a@b.example']) {
    t.throws(() => loadApiConfig({ POLICE_DOMAIN_SUFFIX: value }), /^POLICE_DOMAIN_SUFFIX must be a domain name/, value)
  }
})

t.test("the usage settings are the service context's, which buildApi fills with the defaults when none are given", async (t) => {
  t.same(usageSettingsOf({ usageExcludedLicenceId: null, policeDomainSuffix: DEFAULT_POLICE_DOMAIN_SUFFIX }), DEFAULT_USAGE_SETTINGS)
  t.same(usageSettingsOf({ usageExcludedLicenceId: 7, policeDomainSuffix: 'police.example' }), { excludedLicenceId: 7, policeDomainSuffix: 'police.example' })
})
