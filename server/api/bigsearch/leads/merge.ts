// The leads of a whole job (spec-2 §3 "Lead"): one lead per distinct type and value across the files that
// gave it, with those files as its sources and the other leads of the same files as its connected leads.
// The order is the leads panel's: major leads first, fewest sightings first; then the minor ones, most
// sightings first. The same files give the same leads in the same order whatever order they were counted in.

import type { BigSearchItem, Lead, LeadSource } from '../../../../shared/api/types/bigsearch.js'
import { LEAD_TYPES } from '../../../../shared/api/types/schemas/bigsearch.js'
import { isMajorLead } from '../../../../shared/bigsearch/leadRank.js'
import type { ItemLead, ItemLeads } from './item-leads.js'
import { leadKey } from './lead-key.js'

interface Draft {
  key: string
  first: ItemLead
  placeholder: boolean
  sources: LeadSource[]
  /** Positions (in the input) of the files that gave it. */
  files: number[]
}

const TYPE_ORDER = new Map<string, number>(LEAD_TYPES.map((type, i) => [type, i]))

function sourceOf(item: BigSearchItem): LeadSource {
  const source: LeadSource = { index: item.index }
  if (item.duplicates?.md5) source.md5 = item.duplicates.md5.toLowerCase()
  if (item.duplicates?.sha1) source.sha1 = item.duplicates.sha1.toLowerCase()
  if (item.fileName) source.filename = item.fileName
  return source
}

/** Major first by fewest sightings; minor by most; then type, first file and key, so no two tie. */
function compareDrafts(a: Draft, b: Draft): number {
  const majorA = isMajorLead({ sightings: a.first.sightings, placeholder: a.placeholder })
  const majorB = isMajorLead({ sightings: b.first.sightings, placeholder: b.placeholder })
  if (majorA !== majorB) return majorA ? -1 : 1
  const bySightings = majorA ? a.first.sightings - b.first.sightings : b.first.sightings - a.first.sightings
  return (
    bySightings ||
    (TYPE_ORDER.get(a.first['@type']) ?? LEAD_TYPES.length) - (TYPE_ORDER.get(b.first['@type']) ?? LEAD_TYPES.length) ||
    a.sources[0]!.index - b.sources[0]!.index ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  )
}

/** The distinct leads of the files, each with the files that gave it, in file order. */
function gather(items: readonly { item: BigSearchItem; leads: ItemLeads }[]): { drafts: Map<string, Draft>; keysByFile: string[][] } {
  const order = items.map((_, position) => position).sort((a, b) => items[a]!.item.index - items[b]!.item.index || a - b)
  const drafts = new Map<string, Draft>()
  const keysByFile: string[][] = items.map(() => [])
  for (const position of order) {
    const { item, leads } = items[position]!
    for (const lead of leads.leads) {
      const key = leadKey(lead)
      let draft = drafts.get(key)
      if (!draft) drafts.set(key, (draft = { key, first: lead, placeholder: false, sources: [], files: [] }))
      draft.placeholder ||= lead.placeholder
      if (draft.files.at(-1) === position) continue
      draft.files.push(position)
      draft.sources.push(sourceOf(item))
      keysByFile[position]!.push(key)
    }
  }
  return { drafts, keysByFile }
}

/** The distinct leads in the panel's order, and for each file the positions of its leads in that order. */
function ordered(items: readonly { item: BigSearchItem; leads: ItemLeads }[]): { drafts: Draft[]; itemLeads: number[][] } {
  const { drafts, keysByFile } = gather(items)
  const sorted = [...drafts.values()].sort(compareDrafts)
  const indexOf = new Map(sorted.map((draft, i) => [draft.key, i]))
  const itemLeads = keysByFile.map((keys) => keys.map((key) => indexOf.get(key)!).sort((a, b) => a - b))
  return { drafts: sorted, itemLeads }
}

/** The lead at `self`, its connected leads being the other leads of the files that gave it. */
function leadAt(drafts: readonly Draft[], itemLeads: readonly number[][], self: number): Lead {
  const draft = drafts[self]!
  const connected = new Set<number>()
  for (const file of draft.files) for (const other of itemLeads[file]!) if (other !== self) connected.add(other)
  const lead: Lead = {
    '@type': draft.first['@type'],
    value: draft.first.value,
    sightings: draft.first.sightings,
    connectedLeads: [...connected]
      .sort((a, b) => a - b)
      .map((index) => ({ '@type': drafts[index]!.first['@type'], sightings: drafts[index]!.first.sightings, index })),
    sources: draft.sources,
  }
  if (draft.placeholder) lead.placeholder = true
  // Every file of a lead carries the same heatmap (counted once per job, lead-count.ts).
  if (draft.first.heatmap !== undefined) lead.heatmap = draft.first.heatmap
  return lead
}

/** The merged leads as the JSON they are stored and sent as, in UTF-8, and each file's leads by position. */
export interface MergedLeadsJson {
  leadsJson: Buffer
  leadCount: number
  itemLeads: number[][]
}

/**
 * The leads written one by one into the UTF-8 bytes of the JSON the job keeps. A 10,000-file case has some
 * 50,000 leads and 300,000 connected leads, over 30 MB of text: as objects, or as one string, they took more of
 * the job engine's capped heap than it has (a string of that size is one allocation, and twice the size when a
 * single character needs two bytes). Bytes live outside that heap, and each lead is garbage once written.
 */
export function mergeLeadsJson(items: readonly { item: BigSearchItem; leads: ItemLeads }[]): MergedLeadsJson {
  const { drafts, itemLeads } = ordered(items)
  const parts: Buffer[] = [Buffer.from('[')]
  for (let self = 0; self < drafts.length; self++) {
    if (self > 0) parts.push(Buffer.from(','))
    parts.push(Buffer.from(JSON.stringify(leadAt(drafts, itemLeads, self))))
  }
  parts.push(Buffer.from(']'))
  return { leadsJson: Buffer.concat(parts), leadCount: drafts.length, itemLeads }
}
