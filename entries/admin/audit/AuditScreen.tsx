// A licence's audit screen (spec-3 §2 "Audit screen", §4 "Audit", §8): choose filters, Submit, and read the
// entries of the licence's users, a page at a time, or export them all. The submitted filters, the page and
// its size live in the address, so a reload or a shared link shows the same search; every failure shows
// in one dismissible error bar.

import { useEffect } from 'react'
import { Link } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import type { AuditFilterQuery } from '../../../shared/api/audit.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { useServerPagedList } from '../../../shared/ui/table/useServerPagedList.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { LICENCES_PATH } from '../licences/licenceLinks.js'
import { AuditFilterForm } from './AuditFilterForm.js'
import { auditList } from './auditPaging.js'
import { AuditResults } from './AuditResults.js'
import { submittedFilters } from './auditFilters.js'
import { auditStore as store } from './auditState.js'

/** Licence ids are whole numbers (the service's own bound); anything else names no licence. */
const LICENCE_ID = /^[0-9]{1,15}$/

export function AuditScreen({ licenceId }: { licenceId: string }) {
  useSignals()
  const id = LICENCE_ID.test(licenceId) ? Number(licenceId) : null
  const run = store.run.value
  const state = store.results.value
  const list = useServerPagedList(auditList, state.kind === 'loaded' ? state.total : null)
  const { page, resultSize } = list
  const filters = submittedFilters(list.filters)
  const filtersKey = JSON.stringify(filters)

  useEffect(() => {
    if (id !== null) void store.loadOptions(id)
  }, [id])
  useEffect(() => {
    void store.loadResults(id !== null && filters ? { licenceId: id, filters, page, resultSize } : null)
  }, [id, filtersKey, page, resultSize, run]) // filtersKey stands for the filters, a new object on every draw

  const submit = (next: AuditFilterQuery) => {
    store.submitted()
    list.search(next)
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
          <Card place="section" title="Filters" wide>
            <AuditFilterForm submitted={filters} options={options.kind === 'loaded' ? options.options : null} onSubmit={submit} />
          </Card>
          {filters && (
            <Card place="section" title="Results" wide>
              <AuditResults licenceId={id} filters={filters} state={state} controls={list.controls} last={list.last} />
            </Card>
          )}
        </>
      )}
    </Page>
  )
}
