// The audit screen's filters (spec-3 §2, §5 "Audit: the Date Range is required"): times written
// YYYY-MM-DD HH:mm in UTC, the checks at each field, and the filters as the address holds them.

import t from 'tap'
import {
  checkDraft,
  defaultDraft,
  DOMAIN_INVALID,
  EMAIL_INVALID,
  FROM_MISSING,
  NOT_A_TIME,
  pickerTime,
  readPickerTime,
  submittedFilters,
  TO_BEFORE_FROM,
  TO_MISSING,
} from '../../../../../entries/admin/audit/auditFilters.js'
import { auditList } from '../../../../../entries/admin/audit/auditPaging.js'
import { readServerList, withListFilters } from '../../../../../shared/ui/table/serverPagedList.js'

/** The submitted filters as the audit screen reads them from its list's address. */
const readFilters = (params: URLSearchParams) => submittedFilters(readServerList(params, auditList, null).filters)

const draft = { from: '2026-03-01 00:00', to: '2026-03-02 23:59', email: '', domain: '', action: '' }

t.test('a picker time is read and written in UTC, and only a real one is read', async (t) => {
  t.equal(readPickerTime('2026-03-02 09:30'), Date.UTC(2026, 2, 2, 9, 30))
  t.equal(pickerTime(Date.UTC(2026, 2, 2, 9, 30, 59)), '2026-03-02 09:30')
  t.equal(readPickerTime(' 2026-03-02 09:30 '), Date.UTC(2026, 2, 2, 9, 30), 'spaces around are ignored')
  for (const bad of ['2026-02-30 10:00', '2026-03-02 24:00', '2026-03-02 10:60', '2026-03-02T10:00', '2026-03-02', '02/03/2026 10:00']) {
    t.equal(readPickerTime(bad), null, bad)
  }
})

t.test('the form starts on the last week, to the end of today', async (t) => {
  t.same(defaultDraft(Date.UTC(2026, 2, 9, 15, 42)), { from: '2026-03-03 00:00', to: '2026-03-09 23:59', email: '', domain: '', action: '' })
})

t.test('the date range is required, real, and in order', async (t) => {
  t.same(checkDraft({ ...draft, from: ' ', to: '' }), { ok: false, errors: { from: FROM_MISSING, to: TO_MISSING } })
  t.same(checkDraft({ ...draft, from: '2026-02-30 00:00' }), { ok: false, errors: { from: NOT_A_TIME } })
  t.same(checkDraft({ ...draft, from: '2026-03-03 00:00' }), { ok: false, errors: { to: TO_BEFORE_FROM } })
  t.same(checkDraft({ ...draft, to: draft.from }), { ok: true, filters: { from: draft.from, to: draft.from } }, 'one minute is a range')
})

t.test('an email or domain, when given, must be one; the filters hold only what was given', async (t) => {
  t.same(checkDraft({ ...draft, email: 'nobody', domain: 'bad domain' }), { ok: false, errors: { email: EMAIL_INVALID, domain: DOMAIN_INVALID } })
  t.same(checkDraft({ ...draft, email: ' lead@force.example ', domain: 'force.example', action: 'search' }), {
    ok: true,
    filters: { from: draft.from, to: draft.to, email: 'lead@force.example', domain: 'force.example', action: 'search' },
  })
  t.same(checkDraft(draft), { ok: true, filters: { from: draft.from, to: draft.to } })
})

t.test('the address holds a submitted search; a new one starts at its first page and keeps the page size', async (t) => {
  t.equal(readFilters(new URLSearchParams('page=2')), null, 'nothing was submitted')
  t.equal(readFilters(new URLSearchParams('from=2026-03-01+00%3A00')), null, 'half a range is no search')
  const old = new URLSearchParams('from=2026-01-01+00%3A00&to=2026-01-02+00%3A00&email=a%40b.example&page=3&resultSize=50')
  t.same(readFilters(old), { from: '2026-01-01 00:00', to: '2026-01-02 00:00', email: 'a@b.example' })
  const written = withListFilters(old, auditList, { from: '2026-03-01 00:00', to: '2026-03-02 23:59', action: 'search' })
  t.equal(written.toString(), 'resultSize=50&from=2026-03-01+00%3A00&to=2026-03-02+23%3A59&action=search')
  t.same(readFilters(written), { from: '2026-03-01 00:00', to: '2026-03-02 23:59', action: 'search' })
})
