// A licence's audit screen (spec-3 §2 "Audit screen", §4 "Audit", §8): choose filters, Submit, and read the
// entries of the licence's users, a page at a time, or export them all. The submitted filters, the page and
// its size live in the address, so a reload or a shared link shows the same search; every failure shows
// in one dismissible error bar.

import { useEffect } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import type { AuditFilterQuery } from '../../../shared/api/audit.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { writeTableQuery } from '../../../shared/ui/table/tableQuery.js'
import { useTableQuery } from '../../../shared/ui/table/useTableQuery.js'
import { AdminSection } from '../AdminSection.js'
import { LICENCES_PATH } from '../licences/licenceLinks.js'
import { auditTable } from './auditColumns.js'
import { AuditFilterForm } from './AuditFilterForm.js'
import { lastAuditPage } from './auditPaging.js'
import { AuditResults } from './AuditResults.js'
import { readFilters, writeFilters } from './auditFilters.js'
import { auditStore as store } from './auditState.js'

/** Licence ids are whole numbers (the service's own bound); anything else names no licence. */
const LICENCE_ID = /^[0-9]{1,15}$/

export function AuditScreen({ licenceId }: { licenceId: string }) {
  useSignals()
  const id = LICENCE_ID.test(licenceId) ? Number(licenceId) : null
  const search = useSearch()
  const [path, navigate] = useLocation()
  const params = new URLSearchParams(search)
  const filters = readFilters(params)
  const controls = useTableQuery(auditTable)
  const { page, resultSize } = controls.query
  const run = store.run.value
  const state = store.results.value
  const filtersKey = JSON.stringify(filters)

  useEffect(() => {
    if (id !== null) void store.loadOptions(id)
  }, [id])
  useEffect(() => {
    void store.loadResults(id !== null && filters ? { licenceId: id, filters, page: Math.max(page, 1), resultSize } : null)
  }, [id, filtersKey, page, resultSize, run]) // filtersKey stands for the filters, a new object on every draw

  // spec-1 §4.5: a page past the last goes to the last one, in place of the address that named it.
  const last = state.kind === 'loaded' ? lastAuditPage(state.total, resultSize) : null
  const correction = last !== null && page > last ? last : page < 1 ? 1 : null
  useEffect(() => {
    if (correction === null) return
    const written = writeTableQuery(params, { ...controls.query, page: correction }, auditTable).toString()
    navigate(written ? `${path}?${written}` : path, { replace: true })
  }, [correction]) // params and query are read as they are when a correction is due

  const submit = (next: AuditFilterQuery) => {
    store.submitted()
    const written = writeFilters(params, next).toString()
    if (written !== params.toString()) navigate(`${path}?${written}`)
  }

  const options = store.options.value
  const failure = store.failure.value
  return (
    <Page aria-labelledby="audit-title">
      <Title id="audit-title">Audit</Title>
      <p>
        <Link href={LICENCES_PATH}>All licences</Link>
      </p>
      {failure !== null && <FailureNotice place="bar" message={failure} onDismiss={store.dismissFailure} />}
      {id === null ? (
        <p>{`No licence has the id ${licenceId}.`}</p>
      ) : (
        <>
          <AdminSection title="Filters" wide>
            <AuditFilterForm submitted={filters} options={options.kind === 'loaded' ? options.options : null} onSubmit={submit} />
          </AdminSection>
          {filters && (
            <AdminSection title="Results" wide>
              <AuditResults licenceId={id} filters={filters} state={state} controls={controls} />
            </AdminSection>
          )}
        </>
      )}
    </Page>
  )
}
