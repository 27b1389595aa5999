// The search and similar replies (SearchReply, SimilarReply) written around result items that are JSON text
// already: the store writes each item's JSON itself, and parsing it only to serialise it again would cost
// a list fetch of 1,000 results (spec-1 §9) most of its time.

import type { PlaceholderNotice } from '../../../shared/api/types/sightings.js'

/**
 * A search or similar reply around its result items, with the search's notices when it has any. The count
 * and the notices come before the list, so that a browser reading the reply as it arrives knows them from
 * its first bytes and can show the first page before the last item is in (issue 15 §9,
 * shared/api/streamedList.ts).
 */
export function listReplyJson(items: readonly string[], totalResults: number, notices: readonly PlaceholderNotice[] = []): string {
  const noticesJson = notices.length ? `"notices":${JSON.stringify(notices)},` : ''
  return `{"success":true,"totalResults":${JSON.stringify(totalResults)},${noticesJson}"results":[${items.join(',')}]}`
}

/** An item's JSON text with one more number field at its end (the similar search's distance). */
export function withNumberField(item: string, name: string, value: number): string {
  return `${item.slice(0, -1)},${JSON.stringify(name)}:${JSON.stringify(value)}}`
}
