// The sighting page (spec-1 §2.7, §4.9): the image at its original size and everything known about it,
// with the way back to the results it was opened from.

import { Link, useLocation, useSearch } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'
import { styled } from 'styled-components'
import type { SearchResultItem, SightingDetail } from '../../../shared/api/types/sightings.js'
import { SightingImage } from '../../../shared/ui/SightingImage.js'
import { ORIGINAL_SIZE } from '../../../shared/images/thumbnails.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { panelStyle } from '../../../shared/ui/panelStyle.js'
import { theme } from '../../../shared/ui/theme.js'
import { stack } from '../../../shared/ui/stack.js'
import { returnPathOf, readStateReturnTo } from '../sighting/returnPath.js'
import { detailGroups, mainDetails } from '../sighting/detailGroups.js'
import { useSighting } from '../sighting/useSighting.js'
import { DetailList } from '../../../shared/ui/DetailList.js'
import { ExifTable } from '../sighting/ExifTable.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'

/** The result the previous page handed over, so the image shows before the details arrive. */
function imageDataOf(state: unknown, imageId: string): SearchResultItem | null {
  const data = typeof state === 'object' && state !== null ? (state as { imageData?: unknown }).imageData : undefined
  if (typeof data !== 'object' || data === null) return null
  const item = data as SearchResultItem
  return item.id === imageId ? item : null
}

export function SightingScreen({ imageId }: { imageId: string }) {
  const [, navigate] = useLocation()
  const search = useSearch()
  const historyState = useHistoryState<unknown>()
  const back = returnPathOf(readStateReturnTo(historyState), new URLSearchParams(search).get('returnTo'), window.location.origin)
  const view = useSighting(imageId, () => navigate(back.href, { replace: true }))
  const preview = view.kind === 'loaded' ? view.sighting : imageDataOf(historyState, imageId)

  return (
    <Page aria-labelledby="sighting-title">
      <Top>
        <Link href={back.href}>{back.label}</Link>
      </Top>
      <Title id="sighting-title">Sighting</Title>
      {view.kind === 'failed' && <FailureNotice place="section" message={view.error} />}
      <Layout>
        <Picture>
          {preview ? (
            <SightingImage
              imageKey={imageId}
              alt={`Sighting ${imageId}`}
              size={ORIGINAL_SIZE}
              knownAbuse={preview.knownChildAbuseImageArachnid}
              sourceUrl={preview.url}
            />
          ) : (
            view.kind === 'loading' && <Loader label="Loading the sighting..." />
          )}
        </Picture>
        {view.kind === 'loaded' && <Details sighting={view.sighting} />}
        {view.kind === 'loading' && preview && <Loader label="Loading the details..." />}
      </Layout>
    </Page>
  )
}

function Details({ sighting }: { sighting: SightingDetail }) {
  return (
    <Info>
      <DetailList rows={mainDetails(sighting)} />
      {detailGroups(sighting).map((group) => (
        <Group key={group.title} aria-label={group.title}>
          <h2>{group.title}</h2>
          {group.rows.length > 0 ? <DetailList rows={group.rows} /> : <Empty>Not recorded</Empty>}
        </Group>
      ))}
      <Group aria-label="Exif">
        <ExifTable exif={sighting.exif} />
      </Group>
    </Info>
  )
}

const Top = styled.nav`
  a { color: ${theme.colour.brand}; font-weight: 600; }
`

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${theme.space(3)};
  align-items: start;
  @media ${theme.narrow} { grid-template-columns: minmax(0, 1fr); }
`

const Picture = styled.div`
  display: grid;
  place-items: center;
  padding: ${theme.space(1)};
  background: ${theme.colour.canvas};
  border-radius: ${theme.radius};
  img { max-height: 80vh; object-fit: contain; }
`

const Info = styled.div`
  ${stack(2)}
  padding: ${theme.space(2)};
  ${panelStyle}
`

const Group = styled.section`
  border-top: 1px solid ${theme.colour.line};
  padding-top: ${theme.space(1.5)};
  h2 { margin: 0 0 ${theme.space(1)}; font-size: 1rem; }
`

const Empty = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`
