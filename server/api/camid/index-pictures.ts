// Indexing: the digest of each picture Camera ID can read (shared/camid/prnu/digest.ts), computed once, after
// the sighting is stored, by the job engine a run at a time. A query then scores exactly only the pictures of its
// resolution whose digest agrees with its fingerprint. Instances indexing at once may take the same pictures: each
// computes the same digests, the first stored stays (store/camid/pictures.ts storeDigests), and nothing is lost.

import { DIGEST_WINDOW, pictureDigest } from '../../../shared/camid/prnu/digest.js'
import type { Store } from '../store/engine/store.js'
import { forgetPictures, storeDigests, unindexedPictures, type CamIdPicture } from '../store/camid/pictures.js'
import { centreLuma } from './picture-pixels.js'

/** Pictures indexed in one run, one transaction. */
export const INDEX_RUN = 500
/** Digests stored in one transaction. */
const STORE_RUN = 50

/**
 * Indexes the next run of pictures not yet indexed (of one resolution when `size` is given); gives how many it
 * looked at. A picture that cannot be read (a stored file gone, one too small for the window) is forgotten, so
 * that it is not tried again for ever; its sighting stays. Once `stopping` (the service stops), the run ends at the
 * picture it is on, what was indexed stored: a run of photos of 12 megapixels takes a minute.
 */
export async function indexNextPictures(
  store: Store,
  dataDir: string,
  size?: { width: number; height: number },
  stopping: () => boolean = () => false,
): Promise<number> {
  const pictures = await unindexedPictures(store, INDEX_RUN, size)
  const digests: { sightingId: number; digest: Uint8Array }[] = []
  const unreadable: CamIdPicture[] = []
  for (const picture of pictures) {
    if (stopping()) break
    try {
      digests.push({ sightingId: picture.sightingId, digest: pictureDigest(await centreLuma(picture, DIGEST_WINDOW, dataDir)) })
    } catch {
      unreadable.push(picture)
    }
  }
  // Stored a part at a time: each transaction holds the database's one writer only briefly, whatever the
  // engine's low priority makes of its time.
  for (let from = 0; from < digests.length; from += STORE_RUN) await storeDigests(store, digests.slice(from, from + STORE_RUN))
  await forgetPictures(store, unreadable.map((p) => p.sightingId))
  return digests.length + unreadable.length
}
