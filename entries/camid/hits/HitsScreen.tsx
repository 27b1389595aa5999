// A query's hits, /camid/{querySpnId} (spec-2 §2 "Camera ID", §4, §8): the query's reference and stars, the
// caution about false positives, how far its search has got, and its hits a page at a time, the strongest first,
// or 'There are no hits.'; a hit opened (its id in the address) shows its sightings. The hits are asked again
// every few seconds while the search runs.

import { useMemo } from 'react'
import { Link } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { CAMID_CAUTION, CAMID_NO_HITS, type CamIdHit, type CamIdQuery } from '../../../shared/api/types/camid.js'
import { formatTimestamp } from '../../../shared/format/dates.js'
import { readUrlState, UrlType, writeUrlState } from '../../../shared/state/urlState.js'
import { useQueryString } from '../../../shared/state/useQueryString.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Hint } from '../../../shared/ui/Hint.js'
import { DataTable } from '../../../shared/ui/table/DataTable.js'
import { withTableParams } from '../../../shared/ui/table/prefixedTableQuery.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import type { ServerListSpec } from '../../../shared/ui/table/serverPagedList.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import { usePagedRows } from '../../../shared/ui/table/usePagedRows.js'
import { theme } from '../../../shared/ui/theme.js'
import { CamIdPage } from '../components/CamIdPage.js'
import { Stars } from '../components/Stars.js'
import { QueryProgress } from '../queries/QueryProgress.js'
import { QUERIES_PATH } from '../queries/queryLinks.js'
import { isUnderWay } from '../queryJob.js'
import { hitColumns, hitOpenerId } from './hitColumns.js'
import { HitSightings, SIGHTINGS_PREFIX } from './HitSightings.js'
import { createHitsState } from './hitsState.js'

/** Query ids are whole numbers (the service's own bound); anything else names no query. */
const QUERY_ID = /^[0-9]{1,15}$/

/** The hit opened, in the address (spec-2 §2: the page's parameters are querySpnId and the hit's picture). */
export const HitParams = UrlType.Object({ hit: UrlType.String({ default: '', pattern: '^[0-9]{1,15}$' }) })

export const STILL_SEARCHING = 'The search is still running: its hits show here when it has finished.'

const HITS_LIST: ServerListSpec = { paging: STANDARD_PAGING, columns: [] }

export function HitsScreen({ querySpnId }: { querySpnId: string }) {
  if (!QUERY_ID.test(querySpnId)) {
    return (
      <CamIdPage title="Camera ID hits" titleId="hits-title">
        <p>{`No query has the id ${querySpnId}.`}</p>
        <BackLink />
      </CamIdPage>
    )
  }
  return <QueryHits key={querySpnId} queryId={querySpnId} />
}

function QueryHits({ queryId }: { queryId: string }) {
  useSignals()
  const state = useMemo(() => createHitsState(queryId), [queryId])
  const { state: rows, list } = usePagedRows(state.hits, HITS_LIST)
  const { params, write } = useQueryString()
  const { hit: openHitId } = readUrlState(HitParams, params)
  const query = state.query.value

  // Another hit opened starts its sightings from their first page.
  const showHit = (hit: CamIdHit | null) => write(withTableParams(writeUrlState(HitParams, { hit: hit?.id ?? '' }, params), SIGHTINGS_PREFIX, new URLSearchParams()), false)
  const closeHit = () => {
    const opener = document.getElementById(hitOpenerId({ id: openHitId }))
    showHit(null)
    opener?.focus()
  }
  // The hit opened may be on another page of the list (a shared link): its score is then not known here.
  const openHit = rows.kind === 'loaded' ? rows.rows.find((hit) => hit.id === openHitId) : undefined

  return (
    <CamIdPage
      title={query ? query.caseId : 'Camera ID hits'}
      titleId="hits-title"
      beside={query && <Stars quality={query.quality} />}
    >
      <BackLink />
      <Caution role="note">{CAMID_CAUTION}</Caution>
      {query && <QueryFacts query={query} />}
      <Card place="section" title="Hits" wide>
        <Hint>The strongest first: the score is how closely the picture&apos;s sensor noise matches the fingerprint.</Hint>
        {rows.kind === 'loading' && <Loader label="Loading the hits…" />}
        {rows.kind === 'failed' && <FailureNotice place="section" message={rows.error} onTryAgain={() => void state.hits.reload()} />}
        {rows.kind === 'loaded' && list.last !== null && (
          rows.total === 0 ? (
            <p role="status">{query && isUnderWay(query) ? STILL_SEARCHING : CAMID_NO_HITS}</p>
          ) : (
            <>
              <DataTable label="Hits" columns={hitColumns(showHit, openHitId)} rows={rows.rows} rowKey={(hit) => hit.id} onRowClick={showHit} />
              <TablePagingBar controls={list.controls} page={list.page} last={list.last} matched={rows.total} noun={['hit', 'hits']} label="Hits" />
            </>
          )
        )}
      </Card>
      {openHitId !== '' && <HitSightings hitId={openHitId} score={openHit?.score ?? null} onClose={closeHit} />}
    </CamIdPage>
  )
}

function QueryFacts({ query }: { query: CamIdQuery }) {
  return (
    <Facts>
      <dt>Owner</dt>
      <dd>{query.email}</dd>
      <dt>Created</dt>
      <dd>{formatTimestamp(query.creationDate)}</dd>
      <dt>Fingerprint</dt>
      <dd>{`${query.resolution}, from ${query.density} ${query.density === 1 ? 'picture' : 'pictures'} (${query.fileName})`}</dd>
      <dt>Progress</dt>
      <dd>
        <QueryProgress query={query} />
      </dd>
    </Facts>
  )
}

function BackLink() {
  return (
    <Back>
      <Link href={QUERIES_PATH}>← All queries</Link>
    </Back>
  )
}

const Back = styled.p`
  margin: 0;
  a { color: ${theme.colour.brand}; font-weight: 600; }
`

const Caution = styled.p`
  margin: 0;
  padding: ${theme.space(1.5)} ${theme.space(2)};
  color: ${theme.colour.warning};
  background: ${theme.colour.warningSoft};
  border-left: 4px solid ${theme.colour.warning};
  border-radius: ${theme.radius};
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(0.75)} ${theme.space(2)};
  margin: 0;
  font-size: ${theme.font.size.small};
  dt { color: ${theme.colour.muted}; font-weight: 600; }
  dd { margin: 0; }
`
