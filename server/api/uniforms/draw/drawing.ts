// What a demo school picture shows, as plain data (JSON as it is): a badge, a garment laid flat, or a plain figure
// wearing an outfit, each with the framing of its photo. The register writes these; drawSchoolImage.ts draws them.

import type { Backdrop, GinghamColour, HairColour, SchoolColour, SkinTone } from './palette.js'

/**
 * The drawing code's version: a drawn picture is kept in the disk cache under it, so that a change to how pictures are
 * drawn (move it on with every such change) is never hidden by pictures drawn before it.
 */
export const DRAWING_VERSION = 2

export const CREST_SHAPES = ['Shield', 'Roundel', 'Oval', 'Square'] as const
export type CrestShape = (typeof CREST_SHAPES)[number]

export const EMBLEMS = ['Lion', 'Cross', 'Tree', 'Oak Leaf', 'Book', 'Star', 'Rose', 'Thistle', 'Castle', 'Ship', 'Torch', 'Bird', 'Crown'] as const
export type Emblem = (typeof EMBLEMS)[number]

/** A school's badge: the shape in its field colour, edged and charged with the emblem in the emblem colour. */
export interface CrestDrawing {
  shape: CrestShape
  field: SchoolColour
  emblem: Emblem
  emblemColour: SchoolColour
}

/** How the photo frames its subject: turned by `angle` degrees, scaled, shifted (fractions of the picture), on a backdrop. */
export interface PhotoView {
  angle: number
  scale: number
  dx: number
  dy: number
  backdrop: Backdrop
}

export const GARMENT_KINDS = ['blazer', 'jumper', 'cardigan', 'sweatshirt', 'poloShirt', 'shirt', 'ginghamDress', 'pinaforeDress', 'skirt', 'trousers', 'tie'] as const
export type GarmentKind = (typeof GARMENT_KINDS)[number]

/**
 * One garment. `colour` is its cloth (a gingham colour for a gingham dress); `trim` the piping of a blazer, the
 * stripe of a jumper's neck, a striped tie's stripes, a tartan's overcheck; `crest` the badge it carries.
 */
export interface GarmentDrawing {
  kind: GarmentKind
  colour: SchoolColour | GinghamColour
  pattern: 'plain' | 'striped' | 'tartan'
  trim: SchoolColour | null
  crest: CrestDrawing | null
  /** A pupil's name label sewn or pinned on: what makes a picture hold personal data. */
  nameLabel: boolean
}

export interface LogoDrawing {
  kind: 'logo'
  crest: CrestDrawing
  /** A motto scroll beneath the badge (its lettering is too small to read). */
  scroll: boolean
  view: PhotoView
}

export interface ProductDrawing {
  kind: 'product'
  garment: GarmentDrawing
  view: PhotoView
}

/** The standing figure's arms (degrees out from the body at the shoulder and at the elbow) and how it stands. */
export interface Pose {
  leftArm: [number, number]
  rightArm: [number, number]
  /** How far apart the feet are, in design units. */
  stance: number
  /** Turned a little to the side: the body narrows (0 faces the camera). */
  turn: number
}

export interface BodyDrawing {
  kind: 'body'
  /** What is worn, the garment the picture is about first (a blazer, a jumper, a dress). */
  outfit: GarmentDrawing[]
  skin: SkinTone
  hair: HairColour
  pose: Pose
  view: PhotoView
}

export type ImageDrawing = LogoDrawing | ProductDrawing | BodyDrawing

/** The size a drawing has before any scaling down. */
export function naturalSize(drawing: ImageDrawing): { width: number; height: number } {
  return drawing.kind === 'logo' ? { width: 400, height: 400 } : { width: 360, height: 480 }
}
