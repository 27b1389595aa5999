// The upload dialog's rules (spec-3 §2 "The upload dialog", §5 "Image upload for a school"): images only (JPEG or
// PNG, by the file's type or name; the service checks the bytes), each with a style before Upload is on, and Upload
// off while busy or with no image. A refusal names its file.

import { UNIFORM_UPLOAD_MAX_BYTES, type UploadImageStyle } from '../../../shared/api/types/constants/uniforms.js'

/** What the file picker offers. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png'

export interface ChosenImage {
  /** Tells two files of the same name apart. */
  key: string
  file: File
  style: UploadImageStyle | null
  /** Why the service refused it, naming the file; the image stays to be removed or tried again. */
  refusal: string | null
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png'])
const IMAGE_NAME = /\.(jpe?g|png)$/i

export const isImageFile = (file: Pick<File, 'name' | 'type'>): boolean => IMAGE_TYPES.has(file.type) || IMAGE_NAME.test(file.name)

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

/** Why a file cannot be chosen at all, or null when it can. */
export function choiceProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!isImageFile(file)) return `${file.name} is not a JPEG or PNG image.`
  if (file.size > UNIFORM_UPLOAD_MAX_BYTES) return `${file.name} is larger than ${megabytes(UNIFORM_UPLOAD_MAX_BYTES)}.`
  return null
}

/** The service's refusal of a file, naming the file unless the message already does. */
export const refusalOf = (fileName: string, error: string): string => (error.includes(fileName) ? error : `${fileName}: ${error}`)

/** spec-3 §5: every image has its style, none is on its way, and there is at least one. */
export const canUpload = (chosen: readonly Pick<ChosenImage, 'style'>[], busy: boolean): boolean =>
  !busy && chosen.length > 0 && chosen.every((image) => image.style !== null)

/** The files added to those chosen, and the problems of the ones that could not be. */
export function addChoices(chosen: readonly ChosenImage[], files: readonly File[], nextKey: () => string): { chosen: ChosenImage[]; problems: string[] } {
  const added: ChosenImage[] = []
  const problems: string[] = []
  for (const file of files) {
    const problem = choiceProblem(file)
    if (problem) problems.push(problem)
    else added.push({ key: nextKey(), file, style: null, refusal: null })
  }
  return { chosen: [...chosen, ...added], problems }
}
