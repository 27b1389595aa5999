// A sighting's image through the thumbnail path, with the states of spec-1 §4.7: hidden by the
// showImages setting, loading, loaded or failed; a known-abuse image is never requested at all, and an
// image found on an onion service is not requested either: it fails at once as "Hosted on TOR".

import { useState } from 'react'
import { styled } from 'styled-components'
import { thumbnailUrl, THUMB_SIZE } from '../images/thumbnails.js'
import { useSignals } from '@preact/signals-react/runtime'
import { readBootstrap } from '../session/bootstrap.js'
import { sessionStore } from '../session/store.js'
import { theme } from './theme.js'

export const IMAGE_HIDDEN = 'Image hidden'
export const IMAGE_FAILED = 'Failed to load'
export const KNOWN_ABUSE_REMOVED = 'Known abuse image removed for your protection.'
export const HOSTED_ON_TOR = 'Hosted on TOR'

/** spec-1 §4.7: an image found on an onion service fails as "Hosted on TOR", not as a plain failure. */
export function isOnionAddress(url: string | null | undefined): boolean {
  if (!url) return false
  try {
    return new URL(url).hostname.toLowerCase().endsWith('.onion')
  } catch {
    return /^[a-z]+:\/\/[^/?#]*\.onion(?::\d+)?(?:[/?#]|$)/i.test(url)
  }
}

interface Props {
  imageKey: string
  alt: string
  size?: number
  knownAbuse?: boolean
  /** Where the image was found; an onion address means the image is not fetched ("Hosted on TOR"). */
  sourceUrl?: string | null
}

export function SightingImage({ imageKey, alt, size = THUMB_SIZE, knownAbuse = false, sourceUrl = null }: Props) {
  useSignals()
  const { settings } = readBootstrap()
  // The store's view of the user, so the SHOW IMAGES toggle takes effect at once.
  const showImages = sessionStore.summary.value?.showImages ?? false
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  if (knownAbuse) return <Notice role="note">{KNOWN_ABUSE_REMOVED}</Notice>
  if (!showImages) return <Notice role="note">{IMAGE_HIDDEN}</Notice>
  if (isOnionAddress(sourceUrl)) return <Notice role="note">{HOSTED_ON_TOR}</Notice>
  if (state === 'failed') return <Notice role="note">{IMAGE_FAILED}</Notice>
  return (
    <Picture
      src={thumbnailUrl(imageKey, settings.thumbShards, size)}
      alt={alt}
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
