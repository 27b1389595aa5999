// A school's pictures: its logo, and photos of its uniform, a garment laid flat (PRODUCT) or worn by a plain
// figure (BODY). Photos of the same garment differ as real photos do (turned, nearer or further, another backdrop,
// another pose), which is what a similar-image search has to see through.

import type { SchoolImageType } from '../../../../shared/api/types/constants/uniforms.js'
import type { Random } from '../../seed/random.js'
import type { BodyDrawing, GarmentDrawing, GarmentKind, ImageDrawing, PhotoView, Pose } from '../draw/drawing.js'
import { BACKDROPS, HAIR_COLOURS, SKIN_TONES, type Backdrop, type HairColour, type SkinTone } from '../draw/palette.js'
import { describeDrawing, labelDrawing } from './descriptions.js'
import type { SchoolLook } from './looks.js'

export interface DemoImage {
  type: SchoolImageType
  accepted: boolean
  containsPii: boolean
  description: string
  labels: string[]
  labelLeafNodes: string[]
  drawing: ImageDrawing
}

const LOGO_RATE = 0.88
const SECOND_LOGO_RATE = 0.15
const NO_UNIFORM_PHOTO_RATE = 0.08
const ACCEPTED_RATE = 0.88
const PII_RATE = 0.03
/** Of a school's later photos, how many show a garment an earlier one did. */
const SAME_GARMENT_RATE = 0.5
/** What a figure can be photographed wearing as the garment the photo is about. */
const WORN_MAIN: GarmentKind[] = ['blazer', 'jumper', 'cardigan', 'sweatshirt', 'ginghamDress', 'pinaforeDress', 'poloShirt']
const BACKDROP_NAMES = Object.keys(BACKDROPS) as Backdrop[]

const between = (random: Random, low: number, high: number) => low + (high - low) * random.next()
const rounded = (value: number) => Math.round(value * 1000) / 1000

function view(random: Random, turn: number, scale: [number, number], shift: [number, number], backdrop?: Backdrop): PhotoView {
  return {
    angle: rounded(between(random, -turn, turn)),
    scale: rounded(between(random, scale[0], scale[1])),
    dx: rounded(between(random, -shift[0], shift[0])),
    dy: rounded(between(random, -shift[1], shift[1])),
    backdrop: backdrop ?? random.pick(BACKDROP_NAMES),
  }
}

function pose(random: Random): Pose {
  const arm = (): [number, number] => (random.chance(0.3) ? [Math.round(between(random, 8, 20)), Math.round(between(random, 35, 70))] : [Math.round(between(random, 5, 18)), Math.round(between(random, -5, 10))])
  return { leftArm: arm(), rightArm: arm(), stance: Math.round(between(random, 0, 30)), turn: rounded(random.chance(0.3) ? between(random, -0.7, 0.7) : 0) }
}

export function schoolImages(look: SchoolLook, uniformWorn: boolean | null, random: Random): DemoImage[] {
  const images: DemoImage[] = []
  if (random.chance(LOGO_RATE)) {
    const logos = random.chance(SECOND_LOGO_RATE) ? 2 : 1
    for (let i = 0; i < logos; i++) {
      const backdrop = random.chance(0.7) ? 'Studio White' : undefined
      const frame = view(random, random.chance(0.7) ? 0 : 8, [0.8, 1], [0.05, 0.05], backdrop)
      images.push(picture({ kind: 'logo', crest: look.crest, scroll: look.scroll, view: frame }, 'LOGO', random))
    }
  }
  if (uniformWorn === false || look.wardrobe.length === 0 || random.chance(NO_UNIFORM_PHOTO_RATE)) return images
  const count = 1 + Math.min(3, random.skewedIndex(4, 1.3))
  const shown: GarmentDrawing[] = []
  for (let i = 0; i < count; i++) {
    const main = i === 0 ? look.wardrobe[0]! : random.chance(SAME_GARMENT_RATE) ? random.pick(shown) : random.pick(look.wardrobe)
    shown.push(main)
    const pii = random.chance(PII_RATE)
    const subject = pii ? { ...main, nameLabel: true } : main
    const worn = WORN_MAIN.includes(main.kind) && random.chance(0.45)
    const drawing: ImageDrawing = worn
      ? figureWearing(subject, look.wardrobe, random)
      : { kind: 'product', garment: subject, view: view(random, 12, [0.8, 1], [0.06, 0.04]) }
    images.push(picture(drawing, worn ? 'BODY' : 'PRODUCT', random))
  }
  return images
}

function picture(drawing: ImageDrawing, type: SchoolImageType, random: Random): DemoImage {
  const containsPii = drawing.kind === 'product' ? drawing.garment.nameLabel : drawing.kind === 'body' && drawing.outfit.some((g) => g.nameLabel)
  return { type, accepted: random.chance(ACCEPTED_RATE), containsPii, description: describeDrawing(drawing), ...labelDrawing(drawing), drawing }
}

/** A figure in the garment with what the school wears with it: a shirt or polo (and tie) under a top, a skirt or trousers. */
function figureWearing(main: GarmentDrawing, wardrobe: GarmentDrawing[], random: Random): BodyDrawing {
  const find = (kinds: GarmentKind[]) => {
    const choices = wardrobe.filter((g) => kinds.includes(g.kind))
    return choices.length ? random.pick(choices) : null
  }
  const outfit: GarmentDrawing[] = [main]
  if (main.kind !== 'ginghamDress' && main.kind !== 'poloShirt') {
    // Under a jumper or a pinafore the shirt's badge is hidden: the picture does not show it, nor say it.
    const shirt = find(['shirt', 'poloShirt'])
    if (shirt) outfit.push({ ...shirt, crest: null })
    const tie = shirt?.kind === 'shirt' ? find(['tie']) : null
    if (tie) outfit.push(tie)
  }
  if (main.kind !== 'ginghamDress' && main.kind !== 'pinaforeDress') {
    const bottom = find(['skirt', 'trousers'])
    if (bottom) outfit.push(bottom)
  }
  return {
    kind: 'body',
    outfit,
    skin: random.pick(Object.keys(SKIN_TONES) as SkinTone[]),
    hair: random.pick(Object.keys(HAIR_COLOURS) as HairColour[]),
    pose: pose(random),
    view: view(random, 3, [0.82, 1], [0.08, 0.03]),
  }
}
