// A school's look: its two colours, its badge and the garments of its uniform. The colours and the emblem drive
// every picture of the school, so that its logo, its blazer's crest and its tie agree, as a real school's do.

import type { Random } from '../../seed/random.js'
import type { CrestDrawing, CrestShape, Emblem, GarmentDrawing, GarmentKind } from '../draw/drawing.js'
import { EMBLEMS } from '../draw/drawing.js'
import { SCHOOL_COLOURS, type GinghamColour, type SchoolColour } from '../draw/palette.js'
import { GARMENT_COLOURS, type ACCENT_COLOURS, type PRIMARY_COLOURS } from './labelTrees.js'
import type { Country } from './regionAnchors.js'
import { pickWeighted, type Phase } from './schoolTypes.js'

export interface SchoolLook {
  primary: SchoolColour
  accent: SchoolColour
  /** The school's badge as its logo shows it: the shape in the primary colour, the emblem in the accent. */
  crest: CrestDrawing
  scroll: boolean
  /** One of each garment the uniform has, the one its pictures are mostly about first. */
  wardrobe: GarmentDrawing[]
}

const PRIMARY_WEIGHTS: Record<(typeof PRIMARY_COLOURS)[number], number> = {
  Navy: 28, Black: 12, 'Bottle Green': 12, Maroon: 10, 'Royal Blue': 12, Grey: 4, Purple: 7, Red: 8, 'Sky Blue': 4, Brown: 3,
  Teal: 4, 'Emerald Green': 4, Charcoal: 3,
}
const ACCENT_WEIGHTS: Record<(typeof ACCENT_COLOURS)[number], number> = { Gold: 35, White: 25, Yellow: 14, Red: 12, 'Sky Blue': 14 }
const SHAPE_WEIGHTS: Record<CrestShape, number> = { Shield: 45, Roundel: 25, Oval: 15, Square: 15 }
const GINGHAM_OF: Record<(typeof PRIMARY_COLOURS)[number], GinghamColour> = {
  Navy: 'Blue Gingham', Black: 'Blue Gingham', 'Bottle Green': 'Green Gingham', Maroon: 'Red Gingham', 'Royal Blue': 'Blue Gingham',
  Grey: 'Blue Gingham', Purple: 'Lilac Gingham', Red: 'Red Gingham', 'Sky Blue': 'Blue Gingham', Brown: 'Red Gingham',
  Teal: 'Green Gingham', 'Emerald Green': 'Green Gingham', Charcoal: 'Blue Gingham',
}

/** Whether one colour shows clearly on the other: an emblem must, or a badge is a blank. */
export function contrasts(a: SchoolColour, b: SchoolColour): boolean {
  const [r1, g1, b1] = SCHOOL_COLOURS[a]
  const [r2, g2, b2] = SCHOOL_COLOURS[b]
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2) > 110
}

export interface LookHints {
  phase: Phase
  country: Country
  /** A church school: its badge more often bears a cross. */
  church: boolean
}

export function schoolLook(hints: LookHints, random: Random): SchoolLook {
  const primary = pickWeighted(PRIMARY_WEIGHTS, random)
  const accents = Object.fromEntries(Object.entries(ACCENT_WEIGHTS).filter(([accent]) => contrasts(accent as SchoolColour, primary)))
  const accent = pickWeighted(accents as Record<SchoolColour, number>, random)
  // The thistle is Scotland's: elsewhere a school takes any other emblem.
  const emblem: Emblem =
    hints.church && random.chance(0.5) ? 'Cross' : hints.country === 'Scotland' && random.chance(0.25) ? 'Thistle' : random.pick(EMBLEMS.filter((e) => e !== 'Thistle'))
  const crest: CrestDrawing = { shape: pickWeighted(SHAPE_WEIGHTS, random), field: primary, emblem, emblemColour: accent }
  const look = { primary, accent, crest, scroll: random.chance(0.35) }
  const wardrobe = hints.phase === 'senior' ? seniorWardrobe(look, random) : juniorWardrobe(look, hints.country, random)
  return { ...look, wardrobe }
}

/** The look the description search demonstrates: a navy blazer with a gold lion crest. */
export function navyBlazerGoldLionLook(random: Random): SchoolLook {
  const crest: CrestDrawing = { shape: 'Shield', field: 'Navy', emblem: 'Lion', emblemColour: 'Gold' }
  const look = { primary: 'Navy' as const, accent: 'Gold' as const, crest, scroll: random.chance(0.5) }
  const wardrobe = seniorWardrobe(look, random)
  if (wardrobe[0]?.kind !== 'blazer') wardrobe.unshift(garment('blazer', 'Navy', look, { crest: true }))
  return { ...look, wardrobe }
}

type Look = Pick<SchoolLook, 'primary' | 'accent' | 'crest'>

/** The badge as sewn on a garment of `colour`: the garment is its field; the emblem in a colour that shows. */
function sewnCrest(look: Look, colour: SchoolColour): CrestDrawing {
  const emblemColour = contrasts(look.accent, colour) ? look.accent : contrasts(look.primary, colour) ? look.primary : contrasts('White', colour) ? 'White' : 'Navy'
  return { ...look.crest, field: colour, emblemColour }
}

function garment(
  kind: GarmentKind,
  colour: SchoolColour | GinghamColour,
  look: Look,
  options: { crest?: boolean; trim?: SchoolColour | null; pattern?: GarmentDrawing['pattern'] } = {},
): GarmentDrawing {
  const crest = options.crest && colour in SCHOOL_COLOURS ? sewnCrest(look, colour as SchoolColour) : null
  return { kind, colour, pattern: options.pattern ?? 'plain', trim: options.trim ?? null, crest, nameLabel: false }
}

/** The primary colour when the garment is made in it, else one of the plain colours it comes in. */
function colourFor(kind: GarmentKind, look: Look, random: Random, plain: SchoolColour[]): SchoolColour {
  return GARMENT_COLOURS[kind].includes(look.primary) && random.chance(0.35) ? look.primary : random.pick(plain)
}

function seniorWardrobe(look: Look, random: Random): GarmentDrawing[] {
  const out: GarmentDrawing[] = []
  const blazer = random.chance(0.9)
  if (blazer) out.push(garment('blazer', look.primary, look, { crest: true, trim: random.chance(0.35) ? look.accent : null }))
  if (!blazer || random.chance(0.45)) {
    const colour = random.chance(0.75) ? look.primary : random.pick<SchoolColour>(['Grey', 'Black'])
    out.push(garment('jumper', colour, look, { crest: random.chance(0.5), trim: random.chance(0.4) && contrasts(look.accent, colour) ? look.accent : null }))
  }
  out.push(garment('shirt', random.chance(0.9) ? 'White' : 'Sky Blue', look))
  if (random.chance(0.85)) {
    const striped = random.chance(0.6)
    out.push(garment('tie', look.primary, look, { pattern: striped ? 'striped' : 'plain', trim: striped ? look.accent : null }))
  }
  if (random.chance(0.9)) {
    const tartan = random.chance(0.2)
    const colour = tartan ? look.primary : colourFor('skirt', look, random, ['Grey', 'Black', 'Navy'])
    out.push(garment('skirt', colour, look, tartan ? { pattern: 'tartan', trim: look.accent } : {}))
  }
  if (random.chance(0.95)) out.push(garment('trousers', random.pick<SchoolColour>(['Grey', 'Black', 'Navy', 'Charcoal']), look))
  return out
}

function juniorWardrobe(look: Look, country: Country, random: Random): GarmentDrawing[] {
  const out: GarmentDrawing[] = []
  const top = pickWeighted({ sweatshirt: 55, cardigan: 25, jumper: 20 }, random)
  out.push(garment(top, look.primary, look, { crest: random.chance(0.85) }))
  if (top !== 'cardigan' && random.chance(0.35)) out.push(garment('cardigan', look.primary, look, { crest: random.chance(0.7) }))
  const tie = (country === 'Ireland' || country === 'Northern Ireland') && random.chance(0.6)
  if (!tie && random.chance(0.8)) {
    const polo = random.chance(0.55) ? 'White' : GARMENT_COLOURS.poloShirt.includes(look.accent) && contrasts(look.accent, look.primary) ? look.accent : 'Sky Blue'
    out.push(garment('poloShirt', polo as SchoolColour, look, { crest: random.chance(0.3) }))
  } else {
    out.push(garment('shirt', random.chance(0.8) ? 'White' : 'Sky Blue', look))
    const striped = random.chance(0.6)
    if (tie) out.push(garment('tie', look.primary, look, { pattern: striped ? 'striped' : 'plain', trim: striped ? look.accent : null }))
  }
  if (random.chance(0.6)) out.push(garment('ginghamDress', GINGHAM_OF[look.primary as keyof typeof GINGHAM_OF] ?? 'Blue Gingham', look))
  if (random.chance(0.25)) out.push(garment('pinaforeDress', colourFor('pinaforeDress', look, random, ['Grey', 'Navy']), look))
  if (random.chance(0.7)) out.push(garment('skirt', colourFor('skirt', look, random, ['Grey', 'Navy', 'Black']), look))
  if (random.chance(0.9)) out.push(garment('trousers', random.pick<SchoolColour>(['Grey', 'Black', 'Navy', 'Charcoal']), look))
  return out
}
