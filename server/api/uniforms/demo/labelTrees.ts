// The Hub's two label trees (spec-3 §3 "Filter options") and the words of their leaves. The uniform tree's top
// nodes are the garments of spec-3 §9 and a few more; its leaves read colour and garment ("Navy Blazer", "Blue
// Gingham Dress", "Striped Tie"), so that chips group by the last word. The logo tree groups a badge's shape,
// emblem and colours. Every value is unique across both trees: a uniform picture carries leaves of both (a blazer
// with its crest: Navy Blazer, Shield, Lion, Gold).

import type { FilterNode } from '../../../../shared/api/types/uniforms.js'
import { UNIFORM_GARMENTS } from '../../../../shared/api/types/constants/uniforms.js'
import { CREST_SHAPES, EMBLEMS, type GarmentDrawing, type GarmentKind } from '../draw/drawing.js'
import type { GinghamColour, SchoolColour } from '../draw/palette.js'

/** The colours a school's garments and badge field come in. */
export const PRIMARY_COLOURS = ['Navy', 'Black', 'Bottle Green', 'Maroon', 'Royal Blue', 'Grey', 'Purple', 'Red', 'Sky Blue', 'Brown', 'Teal', 'Emerald Green', 'Charcoal'] as const satisfies readonly SchoolColour[]
/** The colours of a badge's emblem and edge, a blazer's piping, a tie's stripes. */
export const ACCENT_COLOURS = ['Gold', 'White', 'Yellow', 'Red', 'Sky Blue'] as const satisfies readonly SchoolColour[]
const LOGO_COLOURS: SchoolColour[] = [...new Set<SchoolColour>([...PRIMARY_COLOURS, ...ACCENT_COLOURS])]

/** The colours each garment is made in. */
export const GARMENT_COLOURS: Record<GarmentKind, readonly (SchoolColour | GinghamColour)[]> = {
  blazer: PRIMARY_COLOURS,
  jumper: PRIMARY_COLOURS,
  cardigan: PRIMARY_COLOURS,
  sweatshirt: PRIMARY_COLOURS,
  poloShirt: ['White', 'Sky Blue', 'Yellow', 'Red', 'Royal Blue', 'Navy', 'Bottle Green', 'Purple', 'Maroon'],
  shirt: ['White', 'Sky Blue'],
  ginghamDress: ['Blue Gingham', 'Green Gingham', 'Red Gingham', 'Lilac Gingham'],
  pinaforeDress: ['Grey', 'Navy', 'Bottle Green', 'Maroon', 'Black'],
  skirt: ['Grey', 'Navy', 'Black', 'Charcoal', 'Bottle Green', 'Maroon', 'Royal Blue', 'Purple', 'Brown'],
  trousers: ['Grey', 'Black', 'Navy', 'Charcoal'],
  tie: PRIMARY_COLOURS,
}

/** The garment's own word: what ends its leaves. */
export const GARMENT_WORDS: Record<GarmentKind, string> = {
  blazer: 'Blazer', jumper: 'Jumper', cardigan: 'Cardigan', sweatshirt: 'Sweatshirt', poloShirt: 'Polo Shirt', shirt: 'Shirt',
  ginghamDress: 'Dress', pinaforeDress: 'Pinafore Dress', skirt: 'Skirt', trousers: 'Trousers', tie: 'Tie',
}

/** The uniform tree's top node each garment is under. */
const GARMENT_GROUPS: Record<string, GarmentKind[]> = {
  Blazer: ['blazer'],
  'Cardigan/Jumper': ['jumper', 'cardigan', 'sweatshirt'],
  Dress: ['ginghamDress', 'pinaforeDress'],
  Skirt: ['skirt'],
  Tie: ['tie'],
  Shirt: ['shirt', 'poloShirt'],
  Trousers: ['trousers'],
}

/** A patterned garment's leaf names its pattern instead of its colour. */
const PATTERN_LEAVES: Partial<Record<GarmentKind, { pattern: GarmentDrawing['pattern']; word: string }>> = {
  skirt: { pattern: 'tartan', word: 'Tartan' },
  tie: { pattern: 'striped', word: 'Striped' },
}

/** The uniform tree's leaf for a garment: "Navy Blazer", "Blue Gingham Dress", "Tartan Skirt", "Striped Tie". */
export function garmentLeaf(garment: Pick<GarmentDrawing, 'kind' | 'colour' | 'pattern'>): string {
  const patterned = PATTERN_LEAVES[garment.kind]
  const first = patterned && patterned.pattern === garment.pattern ? patterned.word : garment.colour
  return `${first} ${GARMENT_WORDS[garment.kind]}`
}

const leaf = (value: string): FilterNode => ({ value, label: value, children: [] })
const group = (value: string, children: FilterNode[]): FilterNode => ({ value, label: value, children })

export const UNIFORM_LABEL_TREE: FilterNode[] = [...UNIFORM_GARMENTS, 'Shirt', 'Trousers'].map((name) =>
  group(
    name,
    (GARMENT_GROUPS[name] ?? []).flatMap((kind) => {
      const plain = GARMENT_COLOURS[kind].map((colour) => leaf(garmentLeaf({ kind, colour, pattern: 'plain' })))
      const patterned = PATTERN_LEAVES[kind]
      return patterned ? [...plain, leaf(garmentLeaf({ kind, colour: 'Navy', pattern: patterned.pattern }))] : plain
    }),
  ),
)

export const LOGO_LABEL_TREE: FilterNode[] = [
  group('Shape', CREST_SHAPES.map(leaf)),
  group('Emblem', EMBLEMS.map(leaf)),
  group('Colour', LOGO_COLOURS.map(leaf)),
]

/** Each leaf's value with the values of the nodes above it, top first. */
const PATHS = new Map<string, string[]>()
for (const tree of [LOGO_LABEL_TREE, UNIFORM_LABEL_TREE]) {
  const walk = (nodes: FilterNode[], above: string[]) => {
    for (const node of nodes) {
      if (node.children.length === 0) PATHS.set(node.value, [...above, node.value])
      else walk(node.children, [...above, node.value])
    }
  }
  walk(tree, [])
}

export function isLabelLeaf(value: string): boolean {
  return PATHS.has(value)
}

/**
 * A picture's labels from its leaves: `labelLeafNodes` the leaves once each, `labels` the leaves and every node
 * above them (spec-3 §3 "School image"), so that a search for a parent finds its children's pictures.
 */
export function labelsOf(leaves: readonly string[]): { labels: string[]; labelLeafNodes: string[] } {
  const labelLeafNodes = [...new Set(leaves)]
  const labels = new Set<string>()
  for (const value of labelLeafNodes) {
    const path = PATHS.get(value)
    if (!path) throw new RangeError(`"${value}" is not a leaf of the label trees`)
    for (const node of path) labels.add(node)
  }
  return { labels: [...labels], labelLeafNodes }
}
