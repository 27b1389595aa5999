// A sighting's image at the two sizes the thumbnail path serves (spec-1 §7): 200 px on the long side, or the
// original. Imported sightings come from their stored file, generated ones from their drawn picture; both
// are kept under DATA_DIR/cache/thumbs. A known-abuse image is never produced (spec-1 §4.7), and a
// generated sighting found on an onion service has no picture: the crawler keeps no copy of those, and the
// page tells them apart as "Hosted on TOR".

import { join } from 'node:path'
import { THUMB_SIZE, ORIGINAL_SIZE } from '../../../shared/images/thumbnails.js'
import { DiskCache } from './disk-cache.js'
import { isOnionAddress } from '../../../shared/images/onion.js'
import { findImageRecord, type ImageRecord } from '../store/sightings/image-records.js'
import { drawGeneratedPicture } from './generated-picture.js'
import type { Store } from '../store/engine/store.js'
import { sensorOfSighting } from '../store/camid/pictures.js'
import { drawSensorOriginal } from '../camid/sensor-original.js'
import { imageTypeOf } from './image-type.js'
import { readStoredPicture, scaleStoredPicture, storedPath } from './stored-picture.js'

export type ThumbnailSize = typeof THUMB_SIZE | typeof ORIGINAL_SIZE
export const THUMBNAIL_SIZES: readonly ThumbnailSize[] = [THUMB_SIZE, ORIGINAL_SIZE]

export interface Picture {
  data: Buffer
  contentType: string
}

/** Image ids as the store makes them (hex) and as other sources may give them: safe as a file name. */
export const IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export function thumbnailCacheFolder(dataDir: string): string {
  return join(dataDir, 'cache', 'thumbs')
}

export class Thumbnails {
  private readonly cache: DiskCache

  constructor(
    private readonly store: Store,
    private readonly dataDir: string,
  ) {
    this.cache = new DiskCache(thumbnailCacheFolder(dataDir))
  }

  /**
   * The picture, or null when there is none to show: unknown id, known abuse, a generated sighting on an
   * onion service, or a missing stored file.
   */
  async picture(imageId: string, size: ThumbnailSize): Promise<Picture | null> {
    if (!IMAGE_ID_PATTERN.test(imageId)) return null
    // Read on every request, cache or not: a sighting flagged as known abuse after its thumbnail was made
    // must stop being served at once.
    const record = await findImageRecord(this.store, imageId)
    if (!record || record.knownAbuse) return null
    if (record.imageFile !== null) return this.stored(record, record.imageFile, size)
    return isOnionAddress(record.url) ? null : this.generated(record, size)
  }

  private async generated(record: ImageRecord, size: ThumbnailSize): Promise<Picture> {
    // The original of a picture drawn at its camera's native size carries the camera's sensor pattern, as a JPEG
    // the camera would have written: what a user makes a Camera ID fingerprint from.
    const sensor = size === ORIGINAL_SIZE ? await sensorOfSighting(this.store, record.imageId) : null
    if (sensor) {
      const name = `${cacheBucket(record.imageId)}/${record.imageId}-sensor.jpg`
      const data = await this.cache.get(name, () => drawSensorOriginal({ imageId: record.imageId, ...sensor }))
      return { data, contentType: 'image/jpeg' }
    }
    const name = `${cacheBucket(record.imageId)}/${record.imageId}-${size === ORIGINAL_SIZE ? 'original' : size}.png`
    const longSide = size === ORIGINAL_SIZE ? null : size
    const data = await this.cache.get(name, () => drawGeneratedPicture(record.imageId, record, longSide))
    return { data, contentType: 'image/png' }
  }

  private async stored(record: ImageRecord, imageFile: string, size: ThumbnailSize): Promise<Picture | null> {
    const path = storedPath(this.dataDir, imageFile)
    if (!path) return null
    if (size === ORIGINAL_SIZE) {
      const original = await readStoredPicture(path).catch(() => null)
      // The type its bytes have, whatever its name says: a file stored before the importer checked
      // content may be text named .jpg, and is then no picture to serve.
      const type = original && imageTypeOf(original)
      return original && type ? { data: original, contentType: type.contentType } : null
    }
    const name = `${cacheBucket(record.imageId)}/${record.imageId}-${size}.jpg`
    // A file that is missing or that cannot be decoded has no thumbnail: answered as no picture.
    const data = await this.cache.get(name, async () => scaleStoredPicture(await readStoredPicture(path), size)).catch(() => null)
    return data && { data, contentType: 'image/jpeg' }
  }
}

/** A folder per two leading characters keeps any one folder small at a million sightings. */
function cacheBucket(imageId: string): string {
  return imageId.slice(0, 2).toLowerCase()
}
