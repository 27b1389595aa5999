// The sightings of the hit opened (spec-2 §2 "/camid/{querySpnId}": opening a hit shows the sightings of that hit):
// where the picture was found, a page at a time, each with its thumbnail (never a known abuse image's), address,
// domain, dimensions and camera. If they cannot be loaded, an error snackbar shows for 5 seconds and the page
// then returns to /camid (spec-2 §4, §8).

import { useEffect, useMemo, useRef } from 'react'
import { useLocation } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { SightingImage } from '../../../shared/ui/SightingImage.js'
import { camIdCalls } from '../../../shared/api/camid.js'
import { THUMB_SIZE } from '../../../shared/images/thumbnails.js'
import { DataTable } from '../../../shared/ui/table/DataTable.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import type { ServerListSpec } from '../../../shared/ui/table/serverPagedList.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import { usePagedRows } from '../../../shared/ui/table/usePagedRows.js'
import { panelStyle } from '../../../shared/ui/panelStyle.js'
import { stack } from '../../../shared/ui/stack.js'
import { theme } from '../../../shared/ui/theme.js'
import { QUERIES_PATH } from '../queries/queryLinks.js'
import { createHitSightingsState } from './hitSightingsState.js'
import { scoreText } from './hitColumns.js'

/** The sightings' table keeps its page under this prefix, beside the hits'. */
export const SIGHTINGS_PREFIX = 'sightings'

const SIGHTINGS_LIST: ServerListSpec = { paging: STANDARD_PAGING, columns: [], prefix: SIGHTINGS_PREFIX }

const calls = camIdCalls()

/** The columns of one hit's sightings: each picture is read through the hit, which a Camera ID user may see. */
const columnsOf = (hitId: string): readonly TableColumn<SearchResultItem>[] => [
  {
    id: 'image',
    label: 'Image',
    width: 120,
    cell: (item) => (
      <Thumb>
        <SightingImage
          imageKey={item.id}
          source={calls.hitPictureUrl(hitId, item.id, THUMB_SIZE)}
          alt={`Sighting on ${item.domain ?? 'the web'}`}
          knownAbuse={item.knownChildAbuseImageArachnid}
          sourceUrl={item.url}
          domain={item.domain}
          lazy
        />
      </Thumb>
    ),
  },
  {
    id: 'url',
    label: 'Found at',
    rowHeader: true,
    cell: (item) => (
      <Address href={item.url} target="_blank" rel="noopener noreferrer">
        {item.url}
      </Address>
    ),
  },
  { id: 'domain', label: 'Domain', cell: (item) => item.domain ?? '' },
  { id: 'dimensions', label: 'Dimensions', cell: (item) => item.dimensions ?? '' },
  { id: 'camera', label: 'Camera', cell: (item) => item.cameraName },
]

interface Props {
  hitId: string
  /** The hit's score, when the hit is on the page shown. */
  score: number | null
  onClose: () => void
}

export function HitSightings({ hitId, score, onClose }: Props) {
  useSignals()
  const [, navigate] = useLocation()
  const state = useMemo(() => createHitSightingsState(hitId), [hitId])
  const columns = useMemo(() => columnsOf(hitId), [hitId])
  const { state: rows, list } = usePagedRows(state.sightings, SIGHTINGS_LIST)
  const heading = useRef<HTMLHeadingElement>(null)
  const failure = state.failure.text.value
  const failed = useRef(false)

  useEffect(() => heading.current?.focus(), [hitId])
  // The snackbar's 5 seconds over, the page returns to the queries.
  useEffect(() => {
    if (failure !== null) failed.current = true
    else if (failed.current) navigate(QUERIES_PATH)
  }, [failure, navigate])

  const titleId = `hit-${hitId}-title`
  return (
    <Panel aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {score === null ? 'Sightings of this hit' : `Sightings of the hit scoring ${scoreText(score)}`}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Head>
      {rows.kind === 'loading' && <Loader label="Loading the sightings…" />}
      {rows.kind === 'loaded' && list.last !== null && (
        <>
          <DataTable label="Sightings of the hit" columns={columns} rows={rows.rows} rowKey={(item) => item.id} empty="No sightings found" />
          {rows.total > 0 && <TablePagingBar controls={list.controls} page={list.page} last={list.last} matched={rows.total} noun={['sighting', 'sightings']} label="Sightings" />}
        </>
      )}
      {failure !== null && <FailureNotice place="snackbar" message={`The sightings of this hit could not be loaded: ${failure}`} />}
    </Panel>
  )
}

const Panel = styled.section`
  ${panelStyle}
  ${stack(1.5)}
  padding: ${theme.space(3)};
  min-width: 0;
`

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  h2 { margin: 0; font-size: 1.25rem; }
  h2:focus { outline: none; }
`

const Thumb = styled.div`
  display: grid;
  place-items: center;
  width: 100px;
  height: 100px;
  overflow: hidden;
  background: ${theme.colour.canvas};
  border-radius: ${theme.radius};
  img { max-width: 100%; max-height: 100%; object-fit: contain; }
  p { margin: 0; padding: ${theme.space(0.5)}; font-size: 0.7rem; }
`

const Address = styled.a`
  color: ${theme.colour.brand};
  word-break: break-all;
`
