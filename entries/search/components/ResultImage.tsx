// A result's picture linked to its sighting page (spec-1 §2.7), through the shared image with its states.

import { Link } from 'wouter'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { SightingImage } from '../../../shared/ui/SightingImage.js'

export function sightingHref(item: SearchResultItem): string {
  return `/sighting/${encodeURIComponent(item.id)}`
}

/**
 * Fetched only once laid out near the screen: a list or gallery is long, and a picture asked for as its row
 * was created had the edge and the service answering it while the page drew its first results.
 */
export function ResultImage({ item, returnTo }: { item: SearchResultItem; returnTo: string }) {
  return (
    <Link href={sightingHref(item)} state={{ imageData: item, returnTo }}>
      <SightingImage imageKey={item.id} alt={`Sighting ${item.id}`} knownAbuse={item.knownChildAbuseImageArachnid} sourceUrl={item.url} domain={item.domain} lazy />
    </Link>
  )
}
