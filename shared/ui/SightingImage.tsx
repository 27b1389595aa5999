// A sighting's image through the thumbnail path, with the states of spec-1 §4.7: hidden by the
// showImages setting, loading, loaded or failed ("Hosted on TOR" for an image found on an onion service,
// of which the thumbnail service keeps no copy, so it is not asked for); a known-abuse image is never
// requested at all.

import { useState } from 'react'
import { styled } from 'styled-components'
import { thumbnailUrl, THUMB_SIZE } from '../images/thumbnails.js'
import { useSignals } from '@preact/signals-react/runtime'
import { readBootstrap } from '../session/bootstrap.js'
import { sessionStore } from '../session/store.js'
import { isOnionAddress, isOnionSighting } from '../images/onion.js'
import { theme } from './theme.js'

export const IMAGE_HIDDEN = 'Image hidden'
export const IMAGE_FAILED = 'Failed to load'
export const KNOWN_ABUSE_REMOVED = 'Known abuse image removed for your protection.'
export const HOSTED_ON_TOR = 'Hosted on TOR'

interface Props {
  imageKey: string
  alt: string
  size?: number
  knownAbuse?: boolean
  /** Where the image was found; an onion address changes the failure's words. */
  sourceUrl?: string | null
  /** The domain it was found on (spec-1 §3.5): an onion domain is known to have no copy. */
  domain?: string | null
  /** Fetched only as it nears the screen, for pictures that may be far down a page. */
  lazy?: boolean
  /**
   * Where the picture is read from, when not the thumbnail path: a Camera ID hit's own picture call, which a user
   * without the search's licence role may read (shared/api/camid.ts hitPictureUrl).
   */
  source?: string
}

export function SightingImage({ imageKey, alt, size = THUMB_SIZE, knownAbuse = false, sourceUrl = null, domain = null, lazy = false, source }: Props) {
  useSignals()
  const { settings } = readBootstrap()
  // The store's view of the user, so the SHOW IMAGES toggle takes effect at once.
  const showImages = sessionStore.summary.value?.showImages ?? false
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  if (knownAbuse) return <Notice role="note">{KNOWN_ABUSE_REMOVED}</Notice>
  if (!showImages) return <Notice role="note">{IMAGE_HIDDEN}</Notice>
  // The thumbnail service holds no copy of an onion-hosted image: asking would only earn a 404 (issue 15).
  if (isOnionSighting({ url: sourceUrl, domain })) return <Notice role="note">{HOSTED_ON_TOR}</Notice>
  if (state === 'failed') return <Notice role="note">{isOnionAddress(sourceUrl) ? HOSTED_ON_TOR : IMAGE_FAILED}</Notice>
  return (
    <Picture
      src={source ?? thumbnailUrl(imageKey, settings.thumbShards, size)}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      aria-busy={state === 'loading'}
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
    />
  )
}

const Picture = styled.img`
  max-width: 100%;
  border-radius: ${theme.radius};
  background: ${theme.colour.canvas};
`

const Notice = styled.p`
  display: inline-block;
  padding: ${theme.space(2)};
  border: 1px dashed ${theme.colour.line};
  color: ${theme.colour.muted};
`
