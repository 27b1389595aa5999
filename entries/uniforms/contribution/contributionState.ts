// One contribution screen's signals (spec-3 §4 "Contribution", §8): the school loaded with its version tag, the
// submit of the changed fields with that tag, the conflict message on a 412 (Submit stays off while it shows),
// the thanks once sent, and the images uploaded on this screen, which it alone lists (they are not kept
// anywhere the screen reads again). Other failures are only logged.

import { computed, signal } from '@preact/signals-react'
import { uniformCalls, VERSION_HEADER, type UniformCalls } from '../../../shared/api/uniforms.js'
import type { WithHeaders } from '../../../shared/api/client.js'
import type { Reply } from '../../../shared/api/types/reply.js'
import type { School, SchoolImage, SchoolImagesUploadedReply, SchoolReply } from '../../../shared/api/types/uniforms.js'
import { UNIFORM_CONFLICT, type UploadImageStyle } from '../../../shared/api/types/constants/uniforms.js'
import { createAction } from '../../../shared/state/action.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { logHubFailure } from '../frame/logFailure.js'
import { contributionPayload, NOTHING_CHANGED, type ContributionDraft } from './contributionDraft.js'

/** spec-3 §7: the reply that says the school changed since it was loaded. */
export const CONFLICT_STATUS = 412

export interface LoadedSchool {
  school: School
  /** The version tag the school was loaded at, sent back with the contribution. */
  version: string
}

/** An image uploaded on this screen, with the name of the file it came from. */
export interface UploadedImage {
  image: SchoolImage
  fileName: string
}

export function createContributionState(schoolId: string, calls: UniformCalls = uniformCalls(), timers: Timers = browserTimers) {
  const school = createRemoteQuery({
    keyOf: () => schoolId,
    fetch: () => calls.contribution(schoolId),
    valueOf: (reply): LoadedSchool => ({ school: reply.school, version: reply.headers[VERSION_HEADER] ?? '' }),
    // Each showing of the screen asks again: a version kept from before would only meet a conflict.
    cache: createMemoryCache<LoadedSchool>(0),
    onFailure: (error) => logHubFailure(`loading school ${schoolId} to contribute`, error),
  })

  const submitting = createAction({
    timers,
    onRefusal: (refusal) => {
      if (refusal.status !== CONFLICT_STATUS) logHubFailure(`the contribution to school ${schoolId}`, refusal.error)
    },
  })
  /** spec-3 §8: the school changed since it was loaded; only a reload of the page starts again. */
  const conflict = computed(() => submitting.refusal.value?.status === CONFLICT_STATUS)
  const sent = signal(false)
  /** Submit was pressed with nothing to send: it says so until the next press. */
  const nothingToSend = signal(false)
  const uploaded = signal<readonly UploadedImage[]>([])

  const load = () => school.load(schoolId, true)

  /**
   * Sends the changed fields at the version loaded; the thanks show once the service took them. With no field
   * changed, images uploaded on this screen are the submission (they were sent as they were uploaded); with
   * neither, nothing is sent and the screen says so.
   */
  async function submit(draft: ContributionDraft): Promise<Reply<SchoolReply & WithHeaders>> {
    const now = school.state.value
    if (now.kind !== 'loaded') return { success: false, error: 'The school is not loaded.' }
    if (conflict.value) return { success: false, error: UNIFORM_CONFLICT, status: CONFLICT_STATUS }
    if (submitting.isBusy()) return { success: false, error: 'The submission is on its way.' }
    const payload = contributionPayload(now.school, draft)
    nothingToSend.value = false
    if (Object.keys(payload).length === 0) {
      if (uploaded.value.length === 0) {
        nothingToSend.value = true
        return { success: false, error: NOTHING_CHANGED }
      }
      sent.value = true
      return { success: true, school: now.school, headers: {} }
    }
    const reply = await submitting.run(() => calls.contribute(schoolId, now.version, payload))
    if (reply.success) sent.value = true
    return reply
  }

  /** Uploads one image with its style; one the service took is listed on this screen. */
  async function upload(file: Blob, fileName: string, style: UploadImageStyle): Promise<Reply<SchoolImagesUploadedReply>> {
    const reply = await calls.uploadImage(schoolId, file, fileName, style)
    if (reply.success) uploaded.value = [...uploaded.value, ...reply.data.map((image) => ({ image, fileName }))]
    return reply
  }

  return { school: school.state, load, submitting, conflict, sent, nothingToSend, uploaded, submit, upload }
}

export type ContributionState = ReturnType<typeof createContributionState>
