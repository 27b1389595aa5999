// The leads of a whole job (spec-2 §3 "Lead"): one lead per distinct type and value across the files that
// gave it, with those files as its sources and the other leads of the same files as its connected leads.
// The order is the leads panel's: major leads first, then the minor ones; each by the strength of its evidence
// (shared/bigsearch/leadRank.ts EVIDENCE_ORDER: an identical image, then a serial, …, the software last), then
// major leads by fewest sightings and minor ones by most. The same files give the same leads in the same order
// whatever order they were counted in.

import type { BigSearchItem, LeadSource } from '../../../../shared/api/types/bigsearch.js'
import { LEAD_TYPES } from '../../../../shared/api/types/schemas/bigsearch.js'
import { evidenceRank, isMajorLead } from '../../../../shared/bigsearch/leadRank.js'
import type { MergedLead } from '../../store/bigsearch-items.js'
import type { ItemLead, ItemLeads } from './item-leads.js'
import { leadKey } from './lead-key.js'

const TYPE_ORDER = new Map<string, number>(LEAD_TYPES.map((type, i) => [type, i]))

/** A list of whole numbers that grows, kept outside the heap's objects (a number each, not an object each). */
class Numbers {
  values = new Int32Array(1024)
  length = 0
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2)
      grown.set(this.values)
      this.values = grown
    }
    this.values[this.length++] = value
  }
  at(i: number): number {
    return this.values[i]!
  }
}

function sourceOf(item: BigSearchItem): LeadSource {
  const source: LeadSource = { index: item.index }
  if (item.duplicates?.md5) source.md5 = item.duplicates.md5.toLowerCase()
  if (item.duplicates?.sha1) source.sha1 = item.duplicates.sha1.toLowerCase()
  if (item.fileName) source.filename = item.fileName
  return source
}

/**
 * What merging holds of a job, sized for a large case: each file once (its index and its source as JSON text), each
 * distinct lead once (its key, its first file's type and value as JSON text, its sightings), and each pairing of a
 * lead with a file as two numbers. A file's lead objects are garbage once it is read.
 */
class Gathered {
  readonly fileIndex = new Numbers()
  readonly fileSource: string[] = []
  /** For each file, where its leads start in `pairLead` (files are read in order, so their pairs are contiguous). */
  readonly fileStart = new Numbers()
  readonly pairLead = new Numbers()
  /** Each lead's id by its key (lead-key.ts), while files are read; let go after (keys are a large part of a case). */
  private byKey = new Map<string, number>()
  /** The lead as its first file (lowest index) gave it: `{"@type":…,"value":…}` without the closing brace. */
  readonly head: string[] = []
  readonly sightings = new Numbers()
  /** The lead's type, as its place in `typeNames` (a case has a few types and many leads). */
  readonly type = new Numbers()
  readonly typeNames: string[] = []
  /** How strong the lead's evidence is (evidenceRank: 0 the strongest); the same for every file that gives it. */
  readonly rank = new Numbers()
  readonly placeholder = new Numbers()
  /** The file (by position) that gave the lead first, by index then position. */
  readonly firstFile = new Numbers()
  readonly heatmap = new Map<number, string>()

  addFile(item: BigSearchItem, leads: readonly ItemLead[]): void {
    const position = this.fileIndex.length
    this.fileIndex.push(item.index)
    this.fileSource.push(JSON.stringify(sourceOf(item)))
    this.fileStart.push(this.pairLead.length)
    const seen = new Set<number>()
    for (const lead of leads) {
      const key = leadKey(lead)
      let id = this.byKey.get(key)
      if (id === undefined) {
        id = this.head.length
        this.byKey.set(key, id)
        this.head.push('')
        this.sightings.push(0)
        this.type.push(this.typeOf(lead['@type']))
        this.rank.push(evidenceRank(lead))
        this.placeholder.push(0)
        this.firstFile.push(-1)
      }
      if (lead.placeholder) this.placeholder.values[id] = 1
      const first = this.firstFile.at(id)
      if (first === -1 || item.index < this.fileIndex.at(first)) {
        // Every file of a lead counts the same sightings; the value is kept as the first file wrote it.
        this.firstFile.values[id] = position
        this.head[id] = JSON.stringify({ '@type': lead['@type'], value: lead.value }).slice(0, -1)
        this.sightings.values[id] = lead.sightings
        if (lead.heatmap !== undefined) this.heatmap.set(id, lead.heatmap)
        else this.heatmap.delete(id)
      }
      if (seen.has(id)) continue
      seen.add(id)
      this.pairLead.push(id)
    }
  }

  private typeOf(name: string): number {
    const known = this.typeNames.indexOf(name)
    return known === -1 ? this.typeNames.push(name) - 1 : known
  }
  typeName(id: number): string {
    return this.typeNames[this.type.at(id)]!
  }
  typeOrder(id: number): number {
    return TYPE_ORDER.get(this.typeName(id)) ?? LEAD_TYPES.length
  }

  /** No file is added after this. */
  done(): void {
    this.byKey = new Map()
  }

  get fileCount(): number {
    return this.fileIndex.length
  }
  get leadCount(): number {
    return this.head.length
  }
  /** The leads of the file at `position`, by id. */
  leadsOf(position: number): Int32Array {
    const end = position + 1 < this.fileCount ? this.fileStart.at(position + 1) : this.pairLead.length
    return this.pairLead.values.subarray(this.fileStart.at(position), end)
  }
  isMajor(id: number): boolean {
    return isMajorLead({ sightings: this.sightings.at(id), placeholder: this.placeholder.at(id) === 1 })
  }
}

/**
 * The lead ids in the panel's order: major first, then minor; each by its evidence's strength, then major by
 * fewest sightings and minor by most; then type, first file and value.
 */
function panelOrder(g: Gathered): Int32Array {
  const count = g.leadCount
  // What the order compares, worked out once per lead rather than once per comparison.
  const major = new Uint8Array(count)
  const rank = g.rank.values
  const typeOrder = new Int32Array(count)
  const firstIndex = new Float64Array(count)
  for (let id = 0; id < count; id++) {
    major[id] = g.isMajor(id) ? 1 : 0
    typeOrder[id] = g.typeOrder(id)
    firstIndex[id] = g.fileIndex.at(g.firstFile.at(id))
  }
  const ids = Array.from({ length: count }, (_, i) => i)
  ids.sort((a, b) => {
    if (major[a] !== major[b]) return major[a] === 1 ? -1 : 1
    const byEvidence = rank[a]! - rank[b]!
    if (byEvidence !== 0) return byEvidence
    const bySightings = major[a] === 1 ? g.sightings.at(a) - g.sightings.at(b) : g.sightings.at(b) - g.sightings.at(a)
    if (bySightings !== 0) return bySightings
    const byType = typeOrder[a]! - typeOrder[b]! || firstIndex[a]! - firstIndex[b]!
    if (byType !== 0) return byType
    // Leads of different keys differ in type or value, so their heads differ too.
    const headA = g.head[a]!
    const headB = g.head[b]!
    return headA < headB ? -1 : headA > headB ? 1 : 0
  })
  return Int32Array.from(ids)
}

/** For each lead (by id), the files that gave it (by position), in index order. */
function filesByLead(g: Gathered): { start: Int32Array; files: Int32Array } {
  const start = new Int32Array(g.leadCount + 1)
  for (let pair = 0; pair < g.pairLead.length; pair++) start[g.pairLead.at(pair) + 1]!++
  for (let id = 0; id < g.leadCount; id++) start[id + 1]! += start[id]!
  const files = new Int32Array(g.pairLead.length)
  const filled = start.slice(0, g.leadCount)
  for (let position = 0; position < g.fileCount; position++) for (const id of g.leadsOf(position)) files[filled[id]!++] = position
  for (let id = 0; id < g.leadCount; id++) {
    const own = files.subarray(start[id]!, start[id + 1]!)
    // Files come in the order given; sources are listed by the case's own index.
    own.sort((a, b) => g.fileIndex.at(a) - g.fileIndex.at(b) || a - b)
  }
  return { start, files }
}

/** The job's leads, merged: how many, each file's leads by position, and the leads in the panel's order. */
export interface MergedLeads {
  leadCount: number
  itemLeads: number[][]
  /** Each lead made as it is asked for, to be stored and let go: a large case's leads are never all held. */
  leads: Iterable<MergedLead>
}

/** The lead at rank `self` as JSON (a Lead): its connected leads are the other leads of the files that gave it. */
function leadJson(g: Gathered, order: Int32Array, rank: Int32Array, files: Int32Array, connected: Uint8Array, self: number): string {
  const id = order[self]!
  const others: number[] = []
  for (const position of files) {
    for (const other of g.leadsOf(position)) {
      if (other === id || connected[other] === 1) continue
      connected[other] = 1
      others.push(rank[other]!)
    }
  }
  for (const other of others) connected[order[other]!] = 0
  others.sort((a, b) => a - b)
  const connectedLeads = others.map((index) => `{"@type":${JSON.stringify(g.typeName(order[index]!))},"sightings":${g.sightings.at(order[index]!)},"index":${index}}`)
  const sources = Array.from(files, (position) => g.fileSource[position]!)
  let json = `${g.head[id]},"sightings":${g.sightings.at(id)},"connectedLeads":[${connectedLeads.join(',')}],"sources":[${sources.join(',')}]`
  if (g.placeholder.at(id) === 1) json += ',"placeholder":true'
  // Every file of a lead carries the same heatmap (counted once per job, lead-count.ts).
  const heatmap = g.heatmap.get(id)
  if (heatmap !== undefined) json += `,"heatmap":${JSON.stringify(heatmap)}`
  return `${json}}`
}

/**
 * Merges the files' leads. The files are read once, one at a time, and what is kept of them is compact (Gathered);
 * each lead's JSON is made only when asked for, to be stored as its own row. A 10,000-file case has some 40,000
 * leads and 300,000 connected leads, over 40 MB of JSON: held whole, as objects or as text, a case of 30,000 files
 * did not fit the job engine's capped heap. Now a 62,500-file case whose every file has its own MD5, SHA-1, place
 * and time merges within a merge's (merge-in-thread.ts), some 150,000 leads and a lead of every file whose own JSON
 * is some 25 MB among them; the limit of files per case (BIGSEARCH_MAX_ITEMS, server/api/config.ts) stays below.
 */
export function mergeLeads(items: Iterable<{ item: BigSearchItem; leads: ItemLeads }>): MergedLeads {
  const g = new Gathered()
  for (const { item, leads } of items) g.addFile(item, leads.leads)
  return mergedOf(g)
}

/** mergeLeads of files read from the store a page at a time, as the job engine reads them. */
export async function mergeStoredLeads(items: AsyncIterable<{ item: BigSearchItem; leads: ItemLeads }>): Promise<MergedLeads> {
  const g = new Gathered()
  for await (const { item, leads } of items) g.addFile(item, leads.leads)
  return mergedOf(g)
}

function mergedOf(g: Gathered): MergedLeads {
  g.done()
  const order = panelOrder(g)
  const rank = new Int32Array(g.leadCount)
  for (let i = 0; i < order.length; i++) rank[order[i]!] = i
  const { start, files } = filesByLead(g)
  const itemLeads: number[][] = []
  for (let position = 0; position < g.fileCount; position++) itemLeads.push(Array.from(g.leadsOf(position), (id) => rank[id]!).sort((a, b) => a - b))
  function* leads(): Generator<MergedLead> {
    const connected = new Uint8Array(g.leadCount)
    for (let self = 0; self < order.length; self++) {
      const id = order[self]!
      const json = leadJson(g, order, rank, files.subarray(start[id]!, start[id + 1]!), connected, self)
      yield { sightings: g.sightings.at(id), placeholder: g.placeholder.at(id) === 1, json }
    }
  }
  return { leadCount: g.leadCount, itemLeads, leads: leads() }
}

