// One of a school's images as the Hub draws it, fitted into a box of the size the view asks for (spec-3 §9:
// compact 150, grid 300) or scaled to a height (the school gallery's rows). Its words are its description.

import { uniformCalls } from '../../../shared/api/uniforms.js'
import type { SchoolImage } from '../../../shared/api/types/uniforms.js'

const calls = uniformCalls()

const KIND_WORDS: Record<SchoolImage['type'], string> = { LOGO: 'Logo', PRODUCT: 'Uniform product photo', BODY: 'Uniform photo' }

/** What a screen reader reads for an image: its kind and, when it has one, its description. */
export function photoText(image: Pick<SchoolImage, 'type' | 'description'>): string {
  const words = image.description.trim()
  return words ? `${KIND_WORDS[image.type]}: ${words}` : KIND_WORDS[image.type]
}

/** The image's size drawn inside a `box` × `box` square, its proportions kept. */
export function fittedSize(image: Pick<SchoolImage, 'width' | 'height'>, box: number): { width: number; height: number } {
  const scale = Math.min(box / image.width, box / image.height)
  return { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) }
}

interface Props {
  image: SchoolImage
  width: number
  height: number
  /** Words of the image's own; its kind and description by default. */
  alt?: string
}

export function SchoolPhoto({ image, width, height, alt = photoText(image) }: Props) {
  return <img src={calls.imageContentUrl(image.schoolId, image.id, image.md5)} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
}
