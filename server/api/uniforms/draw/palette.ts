// The named colours the Hub's demo pictures are drawn in: school colours, the gingham of summer dresses, the plain
// backdrops of product and figure photos, skin and hair. A picture's description names its colours by these names,
// so that a test can look for each named colour among the drawn pixels.

export type Rgb = readonly [number, number, number]

/** Colours a school's garments and badge are made in. */
export const SCHOOL_COLOURS = {
  Navy: [24, 36, 82],
  Black: [28, 28, 32],
  'Bottle Green': [8, 82, 52],
  Maroon: [112, 22, 42],
  'Royal Blue': [38, 78, 176],
  Grey: [118, 120, 126],
  Purple: [88, 42, 128],
  Red: [196, 32, 44],
  'Sky Blue': [116, 176, 226],
  Brown: [104, 66, 40],
  Teal: [0, 112, 118],
  'Emerald Green': [0, 138, 78],
  Charcoal: [62, 64, 70],
  Gold: [214, 166, 38],
  White: [246, 246, 244],
  Yellow: [250, 214, 52],
} as const satisfies Record<string, Rgb>
export type SchoolColour = keyof typeof SCHOOL_COLOURS

/** The colours of summer gingham: a check of the colour over white. */
export const GINGHAM_COLOURS = {
  'Blue Gingham': [64, 116, 204],
  'Green Gingham': [40, 148, 84],
  'Red Gingham': [214, 56, 64],
  'Lilac Gingham': [166, 128, 204],
} as const satisfies Record<string, Rgb>
export type GinghamColour = keyof typeof GINGHAM_COLOURS

/** Plain backdrops: light and neutral, far from every school colour, as a photographer's sheet or a wall is. */
export const BACKDROPS = {
  'Studio White': [252, 252, 250],
  'Pale Grey': [226, 227, 230],
  Cream: [244, 236, 216],
  'Pale Blue': [222, 234, 246],
  'Pale Green': [226, 240, 226],
  Oatmeal: [232, 224, 208],
} as const satisfies Record<string, Rgb>
export type Backdrop = keyof typeof BACKDROPS

export const SKIN_TONES = {
  'Skin 1': [244, 210, 186],
  'Skin 2': [226, 184, 148],
  'Skin 3': [196, 146, 108],
  'Skin 4': [150, 102, 70],
  'Skin 5': [98, 64, 44],
} as const satisfies Record<string, Rgb>
export type SkinTone = keyof typeof SKIN_TONES

export const HAIR_COLOURS = {
  'Black Hair': [30, 24, 22],
  'Dark Brown Hair': [66, 44, 30],
  'Brown Hair': [112, 76, 46],
  'Fair Hair': [214, 180, 120],
  'Red Hair': [164, 78, 40],
} as const satisfies Record<string, Rgb>
export type HairColour = keyof typeof HAIR_COLOURS

export type PaletteColour = SchoolColour | GinghamColour | Backdrop | SkinTone | HairColour

const ALL: Record<PaletteColour, Rgb> = { ...SCHOOL_COLOURS, ...GINGHAM_COLOURS, ...BACKDROPS, ...SKIN_TONES, ...HAIR_COLOURS }

export function rgbOf(colour: PaletteColour): Rgb {
  return ALL[colour]
}

/** The colour moved towards black (amount > 0) or white (amount < 0): seams, shadows, linings. */
export function shaded(colour: Rgb, amount: number): Rgb {
  const target = amount > 0 ? 0 : 255
  const t = Math.abs(amount)
  return [colour[0] + (target - colour[0]) * t, colour[1] + (target - colour[1]) * t, colour[2] + (target - colour[2]) * t]
}

export function mixed(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}
