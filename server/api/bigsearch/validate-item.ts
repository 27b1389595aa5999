// Checks one item of an uploaded BigSearch data file against the data format (the TypeBox schema BigSearchItem) and
// names the item's position and the field on an error. The reader passes TypeBox's compiled check, some forty
// times faster on a large upload than the interpreted one (Value) it falls back to.

import { Value } from 'typebox/value'
import { BigSearchItem } from '../../../shared/api/types/schemas/bigsearch.js'
import type { BigSearchItem as Item } from '../../../shared/api/types/bigsearch.js'

/** Whether a value is an item of the format: TypeBox's compiled checker, or the interpreted one by default. */
export type SchemaCheck = (value: unknown) => boolean

const interpretedCheck: SchemaCheck = (value) => Value.Check(BigSearchItem, value)

export type ItemCheck = { item: Item; error?: undefined } | { error: string; item?: undefined }

/** '/camera/serialNumber' → 'camera.serialNumber'. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.')
}

/**
 * The item at `position` in the file, checked, with its hashes in lowercase as the format keeps them; or what is
 * wrong with it: 'Item 3: camera.serialNumber must be string'. An item's index is its position: a file whose
 * indexes differ from their places would name the wrong files as a lead's sources.
 */
export function checkItem(value: unknown, position: number, check: SchemaCheck = interpretedCheck): ItemCheck {
  if (!check(value)) {
    const first = Value.Errors(BigSearchItem, value)[0]
    if (!first) return { error: `Item ${position}: not an item of the BigSearch data format` }
    // An unknown key fails the `additionalProperties: false` of its object, reported at the key itself.
    if (first.keyword === 'boolean' || first.keyword === 'additionalProperties') {
      const keys = first.keyword === 'boolean' ? [first.instancePath.split('/').pop()] : ((first.params as { additionalProperties?: string[] }).additionalProperties ?? [])
      const parent = first.keyword === 'boolean' ? fieldName(first.instancePath.replace(/\/[^/]*$/, '')) : fieldName(first.instancePath)
      return { error: `Item ${position}: ${parent ? `${parent} has` : 'has'} unknown field ${keys.map((key) => `'${key}'`).join(', ')}` }
    }
    const field = fieldName(first.instancePath)
    return { error: `Item ${position}: ${field || 'the item'} ${first.message}` }
  }
  const item = value as Item
  if (item.index !== position) return { error: `Item ${position}: index is ${item.index}, but an item's index must be its position in the file (${position})` }
  if (item.duplicates) {
    const { md5, sha1 } = item.duplicates
    if (md5) item.duplicates.md5 = md5.toLowerCase()
    if (sha1) item.duplicates.sha1 = sha1.toLowerCase()
  }
  return { item }
}
