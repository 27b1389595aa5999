// A program that leaves better-sqlite3 statements to the garbage collector everywhere one can be
// collected outside a JavaScript turn: on the main thread during an idle period, in worker threads
// that end without closing their database, and at process exit. The runtime test runs it and expects a
// clean exit; a native module that dereferences a missing environment there aborts the process.
// SQLITE_MODULE names the better-sqlite3 to load (the project's own by default).

import { createRequire } from 'node:module'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { setTimeout as sleep } from 'node:timers/promises'

const require = createRequire(import.meta.url)
const Database = require(process.env.SQLITE_MODULE || 'better-sqlite3')
// An asynchronous major collection runs later from a platform task, outside any JavaScript turn: the
// way V8's memory reducer collects an idle process.
const collect = () => globalThis.gc?.({ type: 'major', execution: 'async' })

/**
 * Prepares a statement per call so that each becomes garbage as soon as it has run, among enough other
 * garbage that the collector runs by itself, from its own tasks, while the loop goes on. Only the main
 * thread writes, so that the threads never wait for each other's locks.
 */
function churn(db, rounds, { write }) {
  let garbage = []
  for (let i = 0; i < rounds; i++) {
    if (write) db.prepare('INSERT INTO readings (value) VALUES (?)').run(i)
    else db.prepare('SELECT value FROM readings WHERE id = ?').get(i)
    if (i % 10 === 0) db.prepare('SELECT max(value) AS v FROM readings WHERE id BETWEEN ? AND ? + 10').get(i, i)
    if (i % 100 === 0) for (const row of db.prepare('SELECT value FROM readings ORDER BY id DESC LIMIT 3').iterate()) void row
    garbage.push({ i, text: `reading ${i} `.repeat(4) })
    if (garbage.length > 20_000) garbage = []
  }
}

if (isMainThread) {
  const file = process.argv[2]
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = OFF')
  db.exec('CREATE TABLE IF NOT EXISTS readings (id INTEGER PRIMARY KEY, value INTEGER)')
  churn(db, 50_000, { write: true })
  const workers = Array.from({ length: 4 }, (_, n) => new Worker(new URL(import.meta.url), { workerData: { file, n } }))
  await Promise.all(workers.map((w) => new Promise((resolve, reject) => {
    w.on('error', reject)
    w.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))))
  })))
  // An idle period: the collector runs from a timer with no statement on the stack.
  for (let i = 0; i < 5; i++) {
    churn(db, 5_000, { write: true })
    await sleep(20)
    collect()
  }
  churn(db, 5_000, { write: true })
  // Exit with live and dead statements and an open database: the environment is torn down around them.
  process.exit(0)
} else {
  const db = new Database(workerData.file)
  db.pragma('busy_timeout = 5000')
  churn(db, 20_000, { write: false })
  collect()
  await sleep(10)
  churn(db, 5_000, { write: false })
  parentPort?.postMessage('done')
  // The worker ends without closing its database: its statements are collected as its environment ends.
}
