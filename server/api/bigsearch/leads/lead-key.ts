// What makes two leads the same lead: their type and value, text compared without case and serials in
// the form serials are compared (shared/metadata/serial-key.ts). The place's name is derived from the
// position, so it is left out. The job merges leads and caches their counts by this key.

import type { LeadValue } from '../../../../shared/api/types/bigsearch.js'
import { serialKey } from '../../../../shared/metadata/serial-key.js'

const SERIAL_KEYS: ReadonlySet<string> = new Set(['serialNumber', 'internalSerialNumber', 'lensSerialNumber'])

function keyPart(name: string, part: unknown): unknown {
  if (typeof part !== 'string') return part
  return SERIAL_KEYS.has(name) ? serialKey(part) : part.toLowerCase()
}

/** The key of a lead: equal for the same type and value in any case and key order. */
export function leadKey(lead: { '@type': string; value: LeadValue }): string {
  const value = lead.value as Record<string, unknown>
  const parts = Object.keys(value)
    .filter((name) => name !== 'locationName')
    .sort()
    .map((name) => [name, keyPart(name, value[name])])
  return JSON.stringify([lead['@type'], parts])
}
