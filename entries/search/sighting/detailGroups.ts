// What the sighting page shows (spec-1 §2.7): the main details, then the groups of serial numbers, owner and
// copyright, dates, similarity hashes, cryptographic hashes, camera and file. Each value carries the text to copy and,
// when the value is a search filter, the search for it, built with the shared filter codec.

import type { SightingDetail } from '../../../shared/api/types/sightings.js'
import { filtersToQuery } from '../../../shared/search/filters.js'
import { findField } from '../../../shared/search/fields.js'
import { formatFilesize } from '../../../shared/format/fileSize.js'
import { formatCoordinates, utcDay } from './detailFormat.js'
import { formatTimestamp } from '../../../shared/format/dates.js'
import { cameraTimeOf } from './cameraTime.js'
import type { CameraTime } from '../../../shared/format/cameraTime.js'
import { rawTagText } from './exifEntries.js'
import { OWNER_FIELDS } from './ownerFields.js'
import { similarHref } from '../similar/similarUrl.js'
import type { DetailRow, DetailValue } from '../../../shared/ui/DetailList.js'

export type { DetailRow, DetailValue }

export interface DetailGroup {
  title: string
  rows: DetailRow[]
}

/** The search for one filter `name is value`; null when the field cannot be searched. */
export function searchHrefFor(name: string, value: string): string | null {
  const field = findField(name)
  if (!field || !field.operators.includes('is')) return null
  return `/search?${filtersToQuery([{ name, operator: 'is', value }]).toString()}`
}

/** spec-1 §5: a location filter from a map point is lat:lon:1:MILES with 5 decimals. */
export function locationFilterValue(point: { lat: number; lon: number }): string {
  return `${point.lat.toFixed(5)}:${point.lon.toFixed(5)}:1:MILES`
}

const plain = (text: string): DetailValue => ({ text, copy: text, searchHref: null })
const searchable = (name: string, text: string): DetailValue => ({ text, copy: text, searchHref: searchHrefFor(name, text) })

function row(label: string, ...values: (DetailValue | null)[]): DetailRow | null {
  const present = values.filter((v): v is DetailValue => v !== null && v.text !== '')
  return present.length === 0 ? null : { label, values: present }
}

const field = (name: string, label: string, value: string | null) => row(label, value === null ? null : searchable(name, value))

/** Shown beside a value such as 'unknown' or an all-zero serial: cameras write it when nothing was set. */
export const PLACEHOLDER_NOTE = 'a placeholder, which links nothing'

/** A field of the sighting itself, marked when its value is a placeholder (issue 12 §3). */
function ownField(s: SightingDetail, name: string, label: string, value: string | null): DetailRow | null {
  const base = field(name, label, value)
  if (!base || !s.placeholders.includes(name)) return base
  return { ...base, values: base.values.map((v) => ({ ...v, note: PLACEHOLDER_NOTE })) }
}

/** The service's own times, in UTC (spec-1 §9). */
function dateRow(name: string, label: string, iso: string | null): DetailRow | null {
  const text = formatTimestamp(iso)
  const day = utcDay(iso)
  if (!text || !iso || !day) return null
  return timeRow(name, label, { text, day })
}

function timeRow(name: string, label: string, time: CameraTime | null): DetailRow | null {
  if (!time) return null
  return { label, values: [{ text: time.text, copy: time.text, searchHref: searchHrefFor(name, time.day) }] }
}

/** An owner or copyright field; when the reply has none, the raw tag that carries it, marked as such. */
function ownerRows(s: SightingDetail): DetailRow[] {
  return present(
    OWNER_FIELDS.map(({ name, label, rawTags }) => {
      const own = s[name]
      if (own) return ownField(s, name, label, own)
      const raw = rawTagText(s.exif, rawTags)
      return raw && row(label, { text: raw.text, copy: raw.text, searchHref: null, note: `from the ${raw.tag} tag` })
    }),
  )
}

function filesizeValue(bytes: number | null): DetailValue | null {
  if (bytes === null) return null
  return { text: formatFilesize(bytes), copy: String(bytes), searchHref: searchHrefFor('filesize', String(bytes)) }
}

function pointValue(point: { lat: number; lon: number } | null, searchable: boolean): DetailValue | null {
  if (!point) return null
  const text = formatCoordinates(point)
  return { text, copy: text, searchHref: searchable ? searchHrefFor('location', locationFilterValue(point)) : null }
}

const present = (rows: (DetailRow | null)[]): DetailRow[] => rows.filter((r): r is DetailRow => r !== null)

/** The details above the groups: where and by whom the image was found, and what it is. */
export function mainDetails(s: SightingDetail): DetailRow[] {
  return present([
    field('url', 'URL', s.url),
    row('Location', pointValue(s.location, true)),
    row('Cell', pointValue(s.cell, false)),
    row('Filesize', filesizeValue(s.filesize)),
    field('username', 'Username', s.username),
    row('Profile', s.profile === null ? null : plain(s.profile)),
    field('domain', 'Domain', s.domain),
    field('source', 'Source', s.source),
    row('Tags', ...s.tags.map((tag) => searchable('tags', tag))),
    row('Dimensions', s.dimensions === null ? null : plain(s.dimensions)),
    // A yes or no is not worth a Copy button.
    row('Known abuse', { text: s.knownChildAbuseImageArachnid ? 'Yes' : 'No', copy: null, searchHref: null }),
  ])
}

function hashRow(label: string, hash: string | null, name: string, withSimilar: boolean): DetailRow | null {
  const base = field(name, label, hash)
  if (!base || !hash || !withSimilar) return base
  return { ...base, similarHref: similarHref({ hash }) }
}

/** The groups below the main details (the Exif table is its own part of the page). */
export function detailGroups(s: SightingDetail): DetailGroup[] {
  return [
    {
      title: 'Serial numbers',
      rows: present([
        ownField(s, 'serialNumber', 'Serial number', s.serialNumber),
        ownField(s, 'internalSerialNumber', 'Internal serial number', s.internalSerialNumber),
        ownField(s, 'lensSerialNumber', 'Lens serial number', s.lensSerialNumber),
      ]),
    },
    { title: 'Owner and copyright', rows: ownerRows(s) },
    {
      title: 'Dates',
      rows: present([
        // issue 12: the camera's own clock, never labelled UTC.
        timeRow('dateTimeOriginal', 'Date taken', cameraTimeOf(s.dateTimeOriginal, s.exif)),
        dateRow('dateFirstSeen', 'First seen', s.dateFirstSeen),
        dateRow('dateLastSeen', 'Last seen', s.dateLastSeen),
      ]),
    },
    {
      title: 'Similarity hashes',
      rows: present([
        hashRow('PhotoDNA', s.photoDNAFullHash, 'photoDNAFullHash', true),
        hashRow('QT hash', s.qtHash, 'qtHash', false),
      ]),
    },
    {
      title: 'Cryptographic hashes',
      rows: present([field('md5', 'MD5', s.md5), field('sha1', 'SHA1', s.sha1)]),
    },
    {
      title: 'Camera',
      rows: present([
        ownField(s, 'make', 'Make', s.make),
        ownField(s, 'model', 'Model', s.model),
        ownField(s, 'lens', 'Lens', s.lens),
        ownField(s, 'lensId', 'Lens ID', s.lensId),
        ownField(s, 'exifSoftware', 'Software', s.exifSoftware),
      ]),
    },
    {
      title: 'File',
      rows: present([
        // The filesize is among the main details above (spec-1 §2.7), not said twice.
        field('fileName', 'File name', s.fileName),
        ownField(s, 'imageUniqueId', 'Image unique ID', s.imageUniqueId),
        ownField(s, 'instanceId', 'Instance ID', s.instanceId),
        field('barcode', 'Barcode', s.barcode),
      ]),
    },
  ]
}
