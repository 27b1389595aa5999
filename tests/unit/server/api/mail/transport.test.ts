// The mailer: an .eml per message in a private outbox when there is no SMTP server, SMTP when there is.

import t from 'tap'
import { createServer, type Socket } from 'node:net'
import { readdirSync, readFileSync, statSync, mkdirSync, chmodSync } from 'node:fs'
import { join } from 'node:path'
import { createMailer } from '../../../../../server/api/mail/transport.js'

const MESSAGE = {
  to: 'ana.lyst@example.org',
  subject: 'Verify your Sightline email address',
  text: 'Open this link to verify:\nhttps://sightline.example.org/verify?email=ana.lyst%40example.org&code=abc\n',
}

/** The raw message's head and its body with quoted-printable soft breaks and escapes undone. */
function parse(raw: string) {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const header = (name: string) =>
    head.split('\r\n').find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim()
  const body = raw
    .slice(split + 4)
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return { head, header, body }
}

t.test('without SMTP each message is written to the outbox as an RFC 5322 .eml and logged', async (t) => {
  const outboxDir = join(t.testdir(), 'outbox')
  const lines: string[] = []
  const mailer = createMailer({ smtpUrl: null, from: 'Sightline <no-reply@sightline.local>', outboxDir, log: (l) => lines.push(l) })
  await mailer.send(MESSAGE)
  await mailer.send({ ...MESSAGE, to: 'ben@example.org', subject: 'Reset your Sightline password' })

  const files = readdirSync(outboxDir).sort()
  t.equal(files.length, 2, 'one file per message')
  for (const file of files) t.match(file, /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]+\.eml$/)
  const messages = files.map((file) => parse(readFileSync(join(outboxDir, file), 'utf8')))
  const verify = messages.find((m) => m.header('To') === MESSAGE.to)
  t.ok(verify, 'the first message is addressed to its recipient')
  t.equal(verify?.header('Subject'), MESSAGE.subject)
  t.equal(verify?.header('From'), 'Sightline <no-reply@sightline.local>')
  t.ok(verify?.header('Date'), 'has a Date')
  t.ok(verify?.header('Message-ID'), 'has a Message-ID')
  t.match(verify?.header('Content-Type'), /^text\/plain/)
  t.match(verify?.body, 'https://sightline.example.org/verify?email=ana.lyst%40example.org&code=abc')
  t.match(verify?.body, 'Open this link to verify:')

  t.equal(lines.length, 2)
  t.match(lines[0], /^mail to ana\.lyst@example\.org "Verify your Sightline email address" written to .*\.eml$/)
  t.ok(files.some((file) => lines[0]?.endsWith(join(outboxDir, file))), 'the log names the file')
})

t.test('the outbox folder is private to the service and so is each message', async (t) => {
  const outboxDir = join(t.testdir(), 'data', 'outbox')
  const mailer = createMailer({ smtpUrl: null, from: 'no-reply@sightline.local', outboxDir, log: () => {} })
  await mailer.send(MESSAGE)
  t.equal(statSync(outboxDir).mode & 0o777, 0o700)
  const [file] = readdirSync(outboxDir)
  t.equal(statSync(join(outboxDir, file as string)).mode & 0o777, 0o600)
})

t.test('an outbox folder that already exists with a wider mode is made private', async (t) => {
  const outboxDir = join(t.testdir(), 'outbox')
  mkdirSync(outboxDir)
  chmodSync(outboxDir, 0o755)
  await createMailer({ smtpUrl: null, from: 'no-reply@sightline.local', outboxDir, log: () => {} }).send(MESSAGE)
  t.equal(statSync(outboxDir).mode & 0o777, 0o700)
})

t.test('non-ASCII subjects and text survive the encoding', async (t) => {
  const outboxDir = join(t.testdir(), 'outbox')
  await createMailer({ smtpUrl: null, from: 'no-reply@sightline.local', outboxDir, log: () => {} }).send({
    to: 'zoe@example.org',
    subject: 'Vérifiez – Sightline',
    text: 'Grüße, Zoë',
  })
  const [file] = readdirSync(outboxDir)
  const raw = readFileSync(join(outboxDir, file as string), 'utf8')
  const subject = parse(raw).header('Subject') ?? ''
  const decoded = subject.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  )
  t.equal(decoded, 'Vérifiez – Sightline')
  t.match(Buffer.from(parse(raw).body, 'latin1').toString('utf8'), 'Grüße, Zoë')
})

/** A minimal SMTP server that accepts one conversation at a time and keeps each DATA it receives. */
function smtpServer() {
  const received: { from: string; to: string[]; data: string }[] = []
  const server = createServer((socket: Socket) => {
    let buffer = ''
    let inData = false
    let current = { from: '', to: [] as string[], data: '' }
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            received.push(current)
            current = { from: '', to: [], data: '' }
            socket.write('250 queued\r\n')
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n')
        else if (verb === 'MAIL') (current.from = line), socket.write('250 ok\r\n')
        else if (verb === 'RCPT') current.to.push(line), socket.write('250 ok\r\n')
        else if (verb === 'DATA') (inData = true), socket.write('354 go on\r\n')
        else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return { server, received }
}

t.test('with an SMTP address the message is delivered there and nothing is written to the outbox', async (t) => {
  const { server, received } = smtpServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const { port } = server.address() as { port: number }
  const outboxDir = join(t.testdir(), 'outbox')
  const lines: string[] = []
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@sightline.local', outboxDir, log: (l) => lines.push(l) })
  await mailer.send(MESSAGE)
  t.equal(received.length, 1)
  t.match(received[0]?.from, /<no-reply@sightline\.local>/)
  t.match(received[0]?.to, [/<ana\.lyst@example\.org>/])
  const { header, body } = parse(received[0]?.data ?? '')
  t.equal(header('Subject'), MESSAGE.subject)
  t.match(body, 'https://sightline.example.org/verify?email=ana.lyst%40example.org&code=abc')
  t.throws(() => readdirSync(outboxDir), { code: 'ENOENT' }, 'no outbox')
  t.same(lines, [])
})

t.test('an SMTP server that cannot be reached makes send reject', async (t) => {
  const { server } = smtpServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@sightline.local', outboxDir: t.testdir(), log: () => {} })
  await t.rejects(mailer.send(MESSAGE))
})
