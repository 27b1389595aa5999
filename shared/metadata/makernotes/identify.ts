// Which maker wrote a maker note, judged as MakerNotes.pm judges it (by the note's header first, then by
// the Make tag), and the reader for it; notes of other makers are left unread, with a problem noted.

import { readCanonNote } from './canon.js'
import { readFujifilmNote } from './fujifilm.js'
import { leica5Type, readLeicaNote } from './leica.js'
import { readNikonNote } from './nikon.js'
import type { MakerNoteContext, MakerValue } from './note-ifd.js'
import { readOlympusNote } from './olympus.js'
import { readPanasonicNote } from './panasonic.js'
import { readPentaxNote } from './pentax.js'
import { readReconyxNote } from './reconyx.js'
import { readSigmaNote } from './sigma.js'
import { readSonyNote } from './sony.js'

interface Maker {
  name: string
  matches: (ctx: MakerNoteContext, starts: (text: string) => boolean) => boolean
  read: (ctx: MakerNoteContext) => MakerValue[] | null
}

// In MakerNotes.pm's order where it matters: Nikon's header before Canon's Make (Nikon Capture writes
// Nikon notes into any camera's file), headers before makes.
const MAKERS: Maker[] = [
  { name: 'Nikon', matches: (_, starts) => starts('Nikon\0\x02'), read: readNikonNote },
  { name: 'Canon', matches: (ctx) => /^Canon/.test(ctx.make), read: readCanonNote },
  { name: 'Fujifilm', matches: (_, starts) => starts('FUJIFILM') || starts('GENERALE'), read: readFujifilmNote },
  { name: 'Nikon', matches: (ctx, starts) => starts('Nikon\0\x01') || /^NIKON/i.test(ctx.make), read: readNikonNote },
  { name: 'Olympus', matches: (_, starts) => starts('OLYMP\0') || starts('EPSON\0') || starts('OLYMPUS\0') || starts('OM SYSTEM\0'), read: readOlympusNote },
  { name: 'Panasonic', matches: (ctx, starts) => starts('Panasonic') || (ctx.make === 'LEICA' && starts('LEICA\0\0\0')), read: readPanasonicNote },
  { name: 'Leica', matches: (ctx) => leica5Type(ctx) !== null, read: readLeicaNote },
  { name: 'Pentax', matches: (_, starts) => starts('AOC\0') || starts('PENTAX \0') || starts('RICOH\0II') || starts('RICOH\0MM'), read: readPentaxNote },
  {
    name: 'Reconyx',
    matches: (ctx, starts) => starts('RECONYXH2\0') || starts('RECONYXUF\0') || starts('\x01\xf1\x02\0') || starts('\x01\xf1\x03\0') || (starts('\x01\xf1') && ctx.make === 'RECONYX'),
    read: readReconyxNote,
  },
  { name: 'Sigma', matches: (ctx) => /^(SIGMA|FOVEON)/.test(ctx.make), read: readSigmaNote },
  { name: 'Sony', matches: (ctx, starts) => starts('SONY') || starts('\0\0SONY PIC\0') || starts('VHAB     \0') || /^SONY/.test(ctx.make), read: readSonyNote },
]

export interface MakerNoteResult {
  maker: string
  /** Whether its layout was recognised and its directory read (it may still hold none of our fields). */
  read: boolean
  values: MakerValue[]
}

/** The note's values, or null when it is of a maker whose notes are not read. */
export function readMakerNote(ctx: MakerNoteContext): MakerNoteResult | null {
  const starts = (text: string) => ctx.tiff.startsWith(ctx.note.pos, text)
  const maker = MAKERS.find((candidate) => candidate.matches(ctx, starts))
  if (!maker) return null
  try {
    const values = maker.read(ctx)
    if (!values) ctx.problems.add(`${maker.name} maker note: layout not recognised; not read`)
    return { maker: maker.name, read: values !== null, values: values ?? [] }
  } catch (error) {
    // The readers check every offset; this is the net under a reader's own mistake.
    ctx.problems.add(`${maker.name} maker note: ${error instanceof Error ? error.message : String(error)}`)
    return { maker: maker.name, read: false, values: [] }
  }
}
