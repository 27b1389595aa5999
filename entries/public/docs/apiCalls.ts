// The calls of the API document as the /docs page lists them: each with its method, path and anchor, grouped by
// area in the document's order, and the filter that finds one by any word a reader may know it by.

import type { ApiDocument, ApiOperation } from '../../../shared/api/types/apiDocument.js'

export interface ApiCall {
  /** Upper case, as a request line has it: GET. */
  method: string
  path: string
  /** The document's operationId, which is also the call's anchor on the page. */
  anchor: string
  operation: ApiOperation
}

export interface ApiArea {
  name: string
  description: string
  anchor: string
  calls: ApiCall[]
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'])

/** An anchor for an area: "Metadata search" as area-metadata-search. */
export const areaAnchor = (name: string) => `area-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`

/** Every call of the document, in the areas it names, in its order; an area no call is in is left out. */
export function areasOf(document: ApiDocument): ApiArea[] {
  const areas = new Map<string, ApiArea>()
  const areaNamed = (name: string, description = '') => {
    const found = areas.get(name)
    if (found) return found
    const made: ApiArea = { name, description, anchor: areaAnchor(name), calls: [] }
    areas.set(name, made)
    return made
  }
  for (const tag of document.tags) areaNamed(tag.name, tag.description)
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue
      areaNamed(operation.tags[0] ?? 'Other').calls.push({ method: method.toUpperCase(), path, anchor: operation.operationId, operation })
    }
  }
  return [...areas.values()].filter((area) => area.calls.length > 0)
}

/** What a call can be found by: its method and path, its name, its area and the roles it needs. */
function wordsOf(call: ApiCall, area: string): string {
  const { operation } = call
  return [call.method, call.path, operation.summary, area, ...operation['x-sightline-roles']].join('\n').toLowerCase()
}

/** The areas with only the calls each word of the filter finds (all of them for an empty filter). */
export function filterCalls(areas: readonly ApiArea[], filter: string): ApiArea[] {
  const words = filter.toLowerCase().split(/\s+/).filter((word) => word !== '')
  if (words.length === 0) return [...areas]
  return areas
    .map((area) => ({ ...area, calls: area.calls.filter((call) => words.every((word) => wordsOf(call, area.name).includes(word))) }))
    .filter((area) => area.calls.length > 0)
}

export const countCalls = (areas: readonly ApiArea[]) => areas.reduce((sum, area) => sum + area.calls.length, 0)
