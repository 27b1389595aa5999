// The licences page (spec-3 §2 "Licences"): the licences the user can see, each with the icons its viewer's
// roles open (detail, usage, audit), in a table whose sorting, filter and paging live in the query string
// (spec-3 §5, §9); the global admin also creates licences here and reaches the usage of all of them.

import { useEffect, useMemo, useState } from 'react'
import { Link } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { isGlobalAdmin } from '../../../shared/roles.js'
import { sessionStore } from '../../../shared/session/store.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { QueryTable } from '../../../shared/ui/table/QueryTable.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { TableErrorNotice } from '../../../shared/ui/table/TableErrorNotice.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import { tablePage } from '../../../shared/ui/table/tableRows.js'
import { useTableQuery } from '../../../shared/ui/table/useTableQuery.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { licenceColumns, licencesTable } from './licenceColumns.js'
import { LicenceForm } from './LicenceForm.js'
import { ALL_USAGE_PATH } from './licenceLinks.js'
import { licencesStore } from './licencesState.js'

export const NO_LICENCES = 'There are no licences you can see at the moment.'

export function LicencesScreen() {
  useSignals()
  const admin = isGlobalAdmin(sessionStore.summary.value)
  useEffect(() => {
    void licencesStore.loadLicences()
  }, [])
  // Which licences have expired is read once, as the page opens.
  const [now] = useState(() => Date.now())
  const columns = useMemo(() => licenceColumns(admin, now), [admin, now])
  const spec = useMemo(() => licencesTable(columns), [columns])
  const controls = useTableQuery(spec)
  const state = licencesStore.licences.value
  const created = licencesStore.created.value
  const shown = tablePage(state.kind === 'loaded' ? state.licences : [], columns, controls.query, spec.paging)

  return (
    <Page aria-labelledby="licences-title">
      <Title id="licences-title">Licences</Title>
      {admin && (
        <Card place="section" title="Create licence">
          <LicenceForm />
          {created && <Banner tone="info">{created}</Banner>}
        </Card>
      )}
      <Card place="section" title={admin ? 'All licences' : 'Your licences'} wide>
        {admin && (
          <p>
            <Link href={ALL_USAGE_PATH}>Usage - All Licences</Link>
          </p>
        )}
        {state.kind === 'loading' && <Loader label="Loading the licences…" />}
        {state.kind === 'loaded' && (
          <>
            <QueryTable label="Licences" columns={columns} rows={shown.rows} rowKey={(l) => String(l.id)} controls={controls} empty={NO_LICENCES} />
            <TablePagingBar controls={controls} page={shown.page} last={shown.last} matched={shown.matched} noun={['licence', 'licences']} />
          </>
        )}
        {state.kind === 'failed' && <FailureNotice place="rows" message="The licences could not be loaded." onTryAgain={() => void licencesStore.loadLicences(true)} />}
      </Card>
      <TableErrorNotice error={licencesStore.listError} onTryAgain={() => void licencesStore.loadLicences(true)} />
    </Page>
  )
}
