// The service's real mailer: SMTP when a server is configured, else each message as an .eml file in an
// outbox folder, so that a deployment without mail, and every test, can still read what was sent.

import { randomBytes } from 'node:crypto'
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from './mailer.js'

export interface MailerOptions {
  /** e.g. smtps://user:pass@mail.example.org:465; null writes to outboxDir instead. */
  smtpUrl: string | null
  /** The From address of every message. */
  from: string
  outboxDir: string
  log: (line: string) => void
}

/** Messages can name people under investigation: only the service's own user may read them. */
const OUTBOX_DIR_MODE = 0o700
const OUTBOX_FILE_MODE = 0o600

/** A name that sorts by time and cannot collide: the ISO time (':' is not allowed on every file system) and random hex. */
function outboxFileName(at: Date): string {
  return `${at.toISOString().replace(/:/g, '-')}-${randomBytes(6).toString('hex')}.eml`
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text })
    },
  }
}

function outboxMailer(from: string, outboxDir: string, log: (line: string) => void): Mailer {
  // RFC 5322 lines end in CRLF; the stream transport composes the same message SMTP would carry.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  let folderReady: Promise<void> | undefined
  const readyFolder = () =>
    (folderReady ??= (async () => {
      await mkdir(outboxDir, { recursive: true, mode: OUTBOX_DIR_MODE })
      // mkdir leaves an existing folder's mode as it was.
      await chmod(outboxDir, OUTBOX_DIR_MODE)
    })().catch((err: unknown) => {
      folderReady = undefined
      throw err
    }))
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text })
      await readyFolder()
      const path = join(outboxDir, outboxFileName(new Date()))
      await writeFile(path, info.message as Buffer, { mode: OUTBOX_FILE_MODE, flag: 'wx' })
      log(`mail to ${message.to} ${JSON.stringify(message.subject)} written to ${path}`)
    },
  }
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(options.from, options.outboxDir, options.log)
}
