// What a demo picture shows, in words and in labels, both read from its drawing so that they always agree with it:
// "Navy blazer with a gold lion crest and gold piping" with the labels Navy Blazer, Shield, Lion and Gold.

import type { CrestDrawing, GarmentDrawing, ImageDrawing } from '../draw/drawing.js'
import { garmentLeaf, GARMENT_WORDS, labelsOf } from './labelTrees.js'

const lower = (text: string) => text.toLowerCase()
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "a navy blazer …", "grey trousers …": a garment as a list of what is worn names it. */
function withArticle(phrase: string, garment: GarmentDrawing): string {
  if (garment.kind === 'trousers') return phrase
  return `${/^[aeiou]/.test(phrase) ? 'an' : 'a'} ${phrase}`
}

/** "navy blazer with a gold lion crest and gold piping", "navy and gold striped tie", "blue gingham dress". */
export function garmentPhrase(garment: GarmentDrawing): string {
  const word = lower(GARMENT_WORDS[garment.kind])
  const colour = lower(garment.colour)
  const core =
    garment.pattern === 'tartan' && garment.trim ? `${colour} and ${lower(garment.trim)} tartan ${word}` :
    garment.pattern === 'striped' && garment.trim ? `${colour} and ${lower(garment.trim)} striped ${word}` :
    `${colour} ${word}`
  const extras: string[] = []
  if (garment.crest) extras.push(`a ${crestPhrase(garment.crest)} crest`)
  if (garment.trim && garment.kind === 'blazer') extras.push(`${lower(garment.trim)} piping`)
  if (garment.trim && (garment.kind === 'jumper' || garment.kind === 'cardigan')) extras.push(`a ${lower(garment.trim)} stripe at the neck`)
  return extras.length ? `${core} with ${extras.join(' and ')}` : core
}

function crestPhrase(crest: CrestDrawing): string {
  return `${lower(crest.emblemColour)} ${lower(crest.emblem)}`
}

function listed(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

export function describeDrawing(drawing: ImageDrawing): string {
  if (drawing.kind === 'logo') {
    const { crest } = drawing
    const badge = `${lower(crest.field)} ${lower(crest.shape)} with a ${crestPhrase(crest)}`
    return capitalised(drawing.scroll ? `${badge} above a motto scroll` : badge)
  }
  const garments = drawing.kind === 'product' ? [drawing.garment] : drawing.outfit
  const [main, ...others] = garments
  let text = garmentPhrase(main!)
  if (drawing.kind === 'body') text += others.length ? `, worn with ${listed(others.map((g) => withArticle(garmentPhrase(g), g)))}` : ', as worn'
  if (garments.some((g) => g.nameLabel)) text += ", with a pupil's name label"
  return capitalised(text)
}

/** The leaves of the label trees the drawing shows, and the nodes above them. */
export function labelDrawing(drawing: ImageDrawing): { labels: string[]; labelLeafNodes: string[] } {
  if (drawing.kind === 'logo') {
    const { crest } = drawing
    return labelsOf([crest.shape, crest.emblem, crest.field, crest.emblemColour])
  }
  const garments = drawing.kind === 'product' ? [drawing.garment] : drawing.outfit
  return labelsOf(garments.flatMap((g) => [garmentLeaf(g), ...(g.crest ? [g.crest.shape, g.crest.emblem, g.crest.emblemColour] : [])]))
}
