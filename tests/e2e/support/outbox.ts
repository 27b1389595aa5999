// Mail the built-in service wrote to DATA_DIR/outbox as .eml files, read as a person reads their inbox.

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { dataDir, type ServerName } from '../servers.js'

export interface Mail {
  file: string
  to: string
  subject: string
  text: string
}

/** Undoes a transfer encoding of a text part (RFC 2045). */
function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    case 'quoted-printable': {
      const joined = body.replace(/=\r?\n/g, '')
      const bytes = joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      return Buffer.from(bytes, 'latin1').toString('utf8')
    }
    default:
      return body
  }
}

function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const found = unfolded.split(/\r?\n/).find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return found ? found.slice(name.length + 1).trim() : ''
}

/** The text/plain part of a message, decoded; multipart messages are searched for it. */
function plainText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/)
  const head = raw.slice(0, split)
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const type = header(head, 'Content-Type')
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const trimmed = part.replace(/^\r?\n/, '')
      if (/content-type:\s*text\/plain/i.test(trimmed.slice(0, trimmed.search(/\r?\n\r?\n/)))) return plainText(trimmed)
    }
    return ''
  }
  return decodeBody(body, header(head, 'Content-Transfer-Encoding'))
}

function decodeSubject(value: string): string {
  // RFC 2047 encoded words, as mailers write non-ASCII subjects.
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  )
}

export function readOutbox(server: ServerName = 'standard'): Mail[] {
  const dir = join(dataDir(server), 'outbox')
  let files: string[]
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'))
  } catch {
    return []
  }
  return files
    .map((file) => join(dir, file))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b))
    .map((file) => {
      const raw = readFileSync(file, 'utf8')
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/))
      return { file, to: header(head, 'To'), subject: decodeSubject(header(head, 'Subject')), text: plainText(raw) }
    })
}

/** Waits for a message to `to` whose subject matches, newer than the ones in `seen`, and returns it. */
export async function waitForMail(to: string, subject: RegExp, seen: readonly Mail[] = [], server: ServerName = 'standard'): Promise<Mail> {
  const old = new Set(seen.map((m) => m.file))
  let found: Mail | undefined
  await expect
    .poll(
      () => {
        found = readOutbox(server)
          .filter((m) => !old.has(m.file) && m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject))
          .at(-1)
        return found !== undefined
      },
      { message: `mail to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true)
  return found as Mail
}

/** The first link in a message's text that goes to `path` on the product. */
export function linkIn(mail: Mail, path: string): string {
  const found = mail.text.match(new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}\\?[^\\s"<>]+`))
  if (!found) throw new Error(`No ${path} link in the mail "${mail.subject}":\n${mail.text}`)
  return found[0]
}
