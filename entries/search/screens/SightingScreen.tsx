// The sighting page (spec-1 §2.7): the image by its id. Its details and groups build on this screen.

import { SightingImage } from '../../../shared/ui/SightingImage.js'
import { ORIGINAL_SIZE } from '../../../shared/images/thumbnails.js'

export function SightingScreen({ imageId }: { imageId: string }) {
  return (
    <section aria-labelledby="sighting-title">
      <h1 id="sighting-title">Sighting {imageId}</h1>
      <SightingImage imageKey={imageId} alt={`Sighting ${imageId}`} size={ORIGINAL_SIZE} />
    </section>
  )
}
