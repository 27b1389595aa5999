// The school page's signals (spec-3 §2 school page, §4 "School image PII flag", §8): the school, its gallery a
// page of 50 at a time with Show more, the selected image (asked for on its own, which records the view), and
// the flag raised on an image. Failures are only logged: the spec shows the user no message for school calls.

import { signal } from '@preact/signals-react'
import { isCancelled, type Cancelable } from '../../../shared/api/client.js'
import { uniformCalls, type UniformCalls } from '../../../shared/api/uniforms.js'
import type { Reply } from '../../../shared/api/types/reply.js'
import type { School, SchoolImage, SchoolImagesReply } from '../../../shared/api/types/uniforms.js'
import { UNIFORM_SCHOOL_GALLERY_PAGE } from '../../../shared/api/types/constants/uniforms.js'
import { createAction } from '../../../shared/state/action.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { logHubFailure } from '../frame/logFailure.js'

export interface Gallery {
  schoolId: string
  images: SchoolImage[]
  /** How many images the school has; null until the first page is in. */
  total: number | null
  /** The pages shown so far. */
  pages: number
  loading: boolean
}

const NO_GALLERY: Gallery = { schoolId: '', images: [], total: null, pages: 0, loading: false }

export function createSchoolState(calls: UniformCalls = uniformCalls()) {
  const school = createRemoteQuery({
    keyOf: (schoolId: string) => schoolId,
    fetch: (schoolId) => calls.school(schoolId),
    valueOf: (reply): { school: School } => ({ school: reply.school }),
    cache: createMemoryCache<{ school: School }>(10),
    onFailure: (error) => logHubFailure('loading the school', error),
  })

  const selected = createRemoteQuery({
    keyOf: ({ schoolId, imageId }: { schoolId: string; imageId: string }) => `${schoolId}/${imageId}`,
    fetch: ({ schoolId, imageId }) => calls.schoolImage(schoolId, imageId),
    valueOf: (reply): { image: SchoolImage } => ({ image: reply.image }),
    // Asked again on each visit: each view of an image is recorded.
    cache: createMemoryCache<{ image: SchoolImage }>(0),
    onFailure: (error) => logHubFailure('loading the image', error),
  })

  const gallery = signal<Gallery>(NO_GALLERY)
  let running: Cancelable<Reply<SchoolImagesReply>> | null = null

  async function loadPage(schoolId: string, page: number): Promise<void> {
    running?.cancel()
    gallery.value = { ...(page === 1 ? { ...NO_GALLERY, schoolId } : gallery.value), loading: true }
    const call = calls.schoolImages(schoolId, page, UNIFORM_SCHOOL_GALLERY_PAGE)
    running = call
    const reply = await call.promise
    if (isCancelled(reply) || running !== call) return
    running = null
    if (!reply.success) {
      gallery.value = { ...gallery.value, loading: false }
      logHubFailure('loading the school’s images', reply.error)
      return
    }
    const known = new Set(gallery.value.images.map((image) => image.id))
    gallery.value = { schoolId, images: [...gallery.value.images, ...reply.images.filter((image) => !known.has(image.id))], total: reply.totalImages, pages: page, loading: false }
  }

  const flag = createAction({ onRefusal: (refusal) => logHubFailure('flagging the image', refusal.error) })

  /** spec-3 §4: raises the PII flag of an image; the page shows it raised, and there is no lowering it here. */
  async function flagPii(image: SchoolImage): Promise<void> {
    const reply = await flag.run(() => calls.flagPii(image.schoolId, image.id), { key: image.id })
    if (!reply.success) return
    const flagged = reply.image
    selected.update((shown) => (shown.image.id === flagged.id ? { image: flagged } : shown))
    gallery.value = { ...gallery.value, images: gallery.value.images.map((one) => (one.id === flagged.id ? flagged : one)) }
  }

  return {
    school: school.state,
    selected: selected.state,
    gallery,
    flagging: flag.busy,
    loadSchool: (schoolId: string) => school.load(schoolId),
    // Asked afresh each time the page shows an image, so that each view is recorded.
    loadSelected: (schoolId: string, imageId: string | null) => selected.load(imageId === null ? null : { schoolId, imageId }, true),
    /** The first page of the school's images, unless they are the ones shown. */
    loadGallery: (schoolId: string) => (gallery.value.schoolId === schoolId && (gallery.value.pages > 0 || gallery.value.loading) ? Promise.resolve() : loadPage(schoolId, 1)),
    showMore: () => (gallery.value.loading || gallery.value.schoolId === '' ? Promise.resolve() : loadPage(gallery.value.schoolId, gallery.value.pages + 1)),
    flagPii,
  }
}

export type SchoolStore = ReturnType<typeof createSchoolState>

/** The area's one store of the school page. */
export const schoolStore: SchoolStore = createSchoolState()
