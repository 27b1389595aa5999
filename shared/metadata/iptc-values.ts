// The fields held in IPTC (IIM) datasets, as exifr hands them over by dataset number.

import type { Candidates } from './candidates.js'
import { iptcTime } from './times.js'

function firstText(value: unknown): string | null {
  if (Array.isArray(value)) return firstText(value[0])
  return typeof value === 'string' ? value : null
}

export function addIptcValues(c: Candidates, iptc: Map<number, unknown>): void {
  c.addText('creator', firstText(iptc.get(80)), 'iptc', 'IPTC:By-line')
  c.addText('copyright', firstText(iptc.get(116)), 'iptc', 'IPTC:CopyrightNotice')
  // Its zone is left out: Adobe software writes '+0000' when the XMP date it copies has none.
  const time = iptcTime(iptc.get(55), iptc.get(60))
  if (time) c.addText('dateCreated', time.written, 'iptc', 'IPTC:DateCreated/TimeCreated')
}
