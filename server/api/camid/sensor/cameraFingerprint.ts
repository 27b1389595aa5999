// A demo camera's fingerprint made as a user's browser makes one (entries/camid/fingerprint): `pictures` new
// pictures of the camera, never stored, each drawn through its sensor, their centre crops estimated into one. The
// demo's queries, the Camera ID bench and the service's tests make theirs so.

import { cropSizeFor } from '../../../../shared/camid/prnu/cropSize.js'
import { FingerprintEstimate } from '../../../../shared/camid/prnu/fingerprint.js'
import { FINGERPRINT_ALGORITHM, type FingerprintFile, type FingerprintFormat } from '../../../../shared/camid/prnu/fingerprintFile.js'
import { centreOffset } from '../../../../shared/camid/prnu/luma.js'
import { drawPictureRegion } from './syntheticCamera.js'

export interface CameraFingerprintRequest {
  sensorSeed: number
  /** The camera's native size, the fingerprint's resolution. */
  width: number
  height: number
  pictures: number
  format: FingerprintFormat
  /** Names the new pictures (their ids are `${name}-${n}`): other names give other scenes and noise. */
  name: string
}

export function cameraFingerprint({ sensorSeed, width, height, pictures, format, name }: CameraFingerprintRequest): FingerprintFile {
  const cropSize = cropSizeFor(width, height)
  if (cropSize === 0) throw new Error(`A camera of ${width}x${height} is too small for a fingerprint.`)
  const estimate = new FingerprintEstimate(cropSize)
  for (let n = 0; n < pictures; n++) {
    estimate.add(
      drawPictureRegion({
        imageId: `${name}-${n}`,
        sensorSeed,
        nativeWidth: width,
        nativeHeight: height,
        storedWidth: width,
        storedHeight: height,
        x: centreOffset(width, cropSize),
        y: centreOffset(height, cropSize),
        width: cropSize,
        height: cropSize,
      }),
    )
  }
  return { format, resolution: { width, height }, cropSize, density: pictures, algorithm: FINGERPRINT_ALGORITHM, fingerprint: estimate.finish() }
}
