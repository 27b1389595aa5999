// A result's picture linked to its sighting page (spec-1 §2.7), through the shared image with its states.

import { Link } from 'wouter'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { SightingImage } from '../../../shared/ui/SightingImage.js'

export function sightingHref(item: SearchResultItem): string {
  return `/sighting/${encodeURIComponent(item.id)}`
}

/** `lazy`: the picture is fetched only once laid out near the screen (a long list or gallery). */
export function ResultImage({ item, returnTo, lazy = false }: { item: SearchResultItem; returnTo: string; lazy?: boolean }) {
  return (
    <Link href={sightingHref(item)} state={{ imageData: item, returnTo }}>
      <SightingImage imageKey={item.id} alt={`Sighting ${item.id}`} knownAbuse={item.knownChildAbuseImageArachnid} sourceUrl={item.url} domain={item.domain} lazy={lazy} />
    </Link>
  )
}
