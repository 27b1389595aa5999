// The notices a search carries when a filter asks for a placeholder (issue 12 §3): 'unknown' as the
// owner, an all-zero serial. The rows that hold it are returned, since the investigator asked for them,
// with a sentence saying the value links nothing: cameras and software write it when nothing was set.

import type { PlaceholderNotice } from '../../../shared/api/types/sightings.js'
import { placeholderReason, type ValueKind } from '../../../shared/metadata/placeholders.js'
import { findField } from '../../../shared/search/fields.js'
import type { Criterion } from './sighting-search.js'

/** The fields that could tie pictures to one camera or one person, and what their values are. */
const KINDS: Readonly<Record<string, ValueKind>> = {
  serialNumber: 'serial', internalSerialNumber: 'serial', lensSerialNumber: 'serial',
  imageUniqueId: 'id', instanceId: 'id',
  ownerName: 'person', artist: 'person', creator: 'person', copyright: 'person', copyrightNotice: 'person',
  author: 'person', xpAuthor: 'person',
}

/** What pictures sharing a real value of the field would have in common. */
const SHARED: Readonly<Record<ValueKind, string>> = {
  serial: 'one camera or lens',
  id: 'one original',
  person: 'one person',
  text: 'one source',
  time: 'one moment',
}

/** A notice for each filter, positive and exact, whose value is a placeholder of its field. */
export function placeholderNotices(criteria: readonly Criterion[]): PlaceholderNotice[] {
  const notices: PlaceholderNotice[] = []
  for (const criterion of criteria) {
    if (criterion.kind !== 'text' || criterion.negated || criterion.wildcard) continue
    const kind = KINDS[criterion.field]
    const reason = kind ? placeholderReason(kind, criterion.value) : null
    if (!kind || !reason || reason === 'blank') continue
    const label = findField(criterion.field)?.label ?? criterion.field
    notices.push({
      field: criterion.field,
      value: criterion.value,
      reason,
      message:
        `"${criterion.value}" in ${label} is a placeholder (${reason}) that cameras and software write when nothing was set: ` +
        `the pictures that share it need not come from ${SHARED[kind]}.`,
    })
  }
  return notices
}
