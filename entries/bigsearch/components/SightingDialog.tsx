// A lead's sighting in a dialog (spec-2 §2 "Detail panel"): the full image (a known abuse image never loaded),
// previous and next within the page's list, close, 'Open in new tab' to its page, and its details.

import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { cameraModelName } from '../../../shared/format/camera.js'
import { cameraTimeOf } from '../../../shared/format/cameraTime.js'
import { formatTimestamp } from '../../../shared/format/dates.js'
import { ORIGINAL_SIZE } from '../../../shared/images/thumbnails.js'
import { DetailList, type DetailRow } from '../../../shared/ui/DetailList.js'
import { Dialog, DialogActions } from '../../../shared/ui/Dialog.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { SightingImage } from '../../../shared/ui/SightingImage.js'
import { theme } from '../../../shared/ui/theme.js'

/**
 * The camera named once, as the lead above it and the results list name it ("Canon EOS 600D - 123063022888"):
 * the service's cameraName joins make and model as written, which says "Canon - Canon EOS 600D".
 */
function cameraText(item: SearchResultItem): string | null {
  const parts = [cameraModelName(item.make, item.model), item.serialNumber, item.internalSerialNumber]
  const text = parts.filter((part) => part && part.trim() !== '').join(' - ')
  return text || item.cameraName || null
}

/** The details a search result carries, as the sighting page lists them. */
export function detailRows(item: SearchResultItem): DetailRow[] {
  const rows: [string, string | null][] = [
    ['URL', item.url],
    ['Domain', item.domain],
    ['Username', item.username],
    ['Camera', cameraText(item)],
    // Times as the sighting page writes them: the camera's clock as written, the service's own in UTC.
    ['Date taken', cameraTimeOf(item.dateTimeOriginal)?.text ?? null],
    ['First seen', formatTimestamp(item.dateFirstSeen)],
    ['Last seen', formatTimestamp(item.dateLastSeen)],
    ['Dimensions', item.dimensions],
  ]
  return rows
    .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
    .map(([label, text]) => ({ label, values: [{ text, copy: text, searchHref: null }] }))
}

interface Props {
  items: readonly SearchResultItem[]
  at: number
  onMove: (to: number) => void
  onClose: () => void
}

export function SightingDialog({ items, at, onMove, onClose }: Props) {
  const item = items[at]!
  return (
    <Dialog title={`Sighting ${at + 1} of ${items.length}`} onClose={onClose}>
      <Figure>
        <SightingImage key={item.id} imageKey={item.id} alt={`Sighting ${item.id}`} size={ORIGINAL_SIZE} knownAbuse={item.knownChildAbuseImageArachnid} sourceUrl={item.url} />
      </Figure>
      <DialogActions>
        <Button variant="secondary" onClick={() => onMove(at - 1)} disabled={at <= 0}>
          Previous
        </Button>
        <Button variant="secondary" onClick={() => onMove(at + 1)} disabled={at >= items.length - 1}>
          Next
        </Button>
        <NewTab href={`/sighting/${encodeURIComponent(item.id)}`} target="_blank" rel="noopener noreferrer">
          Open in new tab
        </NewTab>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <Details>
        <DetailList rows={detailRows(item)} />
      </Details>
    </Dialog>
  )
}

const Figure = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
  max-height: 60vh;
  overflow: hidden;
  background: ${theme.colour.canvas};
  border-radius: ${theme.radius};
  img { max-height: 60vh; object-fit: contain; }
`

const NewTab = styled.a`
  color: ${theme.colour.brand};
  font-weight: 600;
`

const Details = styled.div`
  margin-top: ${theme.space(2)};
`
