// Whether photos share one resolution, as a fingerprint needs: the size most of them have, and each photo of
// another size named with its own (issue 31: "checks that the photos share one resolution").

export interface PhotoSize {
  name: string
  width: number
  height: number
}

export const sizeText = (size: Pick<PhotoSize, 'width' | 'height'>) => `${size.width} x ${size.height}`

/** The size most photos have (the first such when two are as common), and the photos of any other size. */
export function oddSizes(photos: readonly PhotoSize[]): { common: PhotoSize | null; odd: PhotoSize[] } {
  const counts = new Map<string, number>()
  for (const photo of photos) counts.set(sizeText(photo), (counts.get(sizeText(photo)) ?? 0) + 1)
  let common: PhotoSize | null = null
  for (const photo of photos) if (common === null || counts.get(sizeText(photo))! > counts.get(sizeText(common))!) common = photo
  return { common, odd: common === null ? [] : photos.filter((photo) => sizeText(photo) !== sizeText(common!)) }
}

/** The refusal of photos of more than one size, naming the odd ones. */
export function mixedSizesMessage(common: PhotoSize, odd: readonly PhotoSize[]): string {
  const named = odd.map((photo) => `${photo.name} is ${sizeText(photo)}`).join('; ')
  return `The photos must all be of one resolution, as one camera takes them: most are ${sizeText(common)}, but ${named}. Leave out the ${odd.length === 1 ? 'odd photo' : 'odd photos'} and try again.`
}
