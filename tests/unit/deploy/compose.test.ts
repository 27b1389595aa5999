// compose.yaml (docs/operations.md "Running with PostgreSQL"): PostgreSQL 15 and the image the Dockerfile builds, the
// service pointed at the database by DATABASE_URL, the database on a volume, and both with healthchecks. Docker does
// not run here: the file is read as Compose reads it and held to those facts.

import t from 'tap'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { databaseUrl } from '../../../server/settings/database-url.js'

interface Service {
  image?: string
  build?: { context?: string; dockerfile?: string }
  environment?: Record<string, string>
  volumes?: string[]
  healthcheck?: { test?: string[] }
  depends_on?: Record<string, { condition?: string }>
}
const compose = parse(readFileSync('compose.yaml', 'utf8')) as { services: Record<string, Service>; volumes: Record<string, unknown> }
const dockerfile = readFileSync('Dockerfile', 'utf8')
const { postgres, sightline } = compose.services

t.test('two services: PostgreSQL 15 and the product', async (t) => {
  t.same(Object.keys(compose.services).sort(), ['postgres', 'sightline'])
  t.match(postgres?.image, /^postgres:15(\.|-|$)/)
})

t.test("the product's image is the one the repository's Dockerfile builds", async (t) => {
  t.same(sightline?.build, { context: '.', dockerfile: 'Dockerfile' })
  t.match(dockerfile, /CMD \["node", "dist\/server\/edge\.mjs"\]/, 'the Dockerfile builds the product')
  t.match(dockerfile, /VOLUME \["\/data"\]/)
  t.ok(sightline?.volumes?.some((v) => v.endsWith(':/data')), "its data folder, the Dockerfile's volume, is kept")
})

t.test('DATABASE_URL names the compose database, and the service reads it as PostgreSQL', async (t) => {
  const url = sightline?.environment?.DATABASE_URL ?? ''
  t.match(url, /^postgres:\/\/sightline:\$\{POSTGRES_PASSWORD\}@postgres:5432\/sightline$/)
  // As Compose gives it, with the password put in.
  const given = url.replace('${POSTGRES_PASSWORD}', 'a-secret')
  t.equal(databaseUrl({ DATABASE_URL: given }), given)
  t.equal(postgres?.environment?.POSTGRES_USER, 'sightline')
  t.equal(postgres?.environment?.POSTGRES_DB, 'sightline')
  t.match(postgres?.environment?.POSTGRES_INITDB_ARGS, /--locale=C\.UTF-8/, 'lists sort as on SQLite')
  t.match(postgres?.environment?.POSTGRES_PASSWORD, /^\$\{POSTGRES_PASSWORD:\?/, 'the password comes from outside the file, required')
})

t.test('the database lives on a volume; both have healthchecks; the product waits for a healthy database', async (t) => {
  t.ok(postgres?.volumes?.includes('postgres-data:/var/lib/postgresql/data'))
  t.ok('postgres-data' in compose.volumes && 'sightline-data' in compose.volumes)
  t.match(postgres?.healthcheck?.test?.join(' '), /pg_isready/)
  t.match(sightline?.healthcheck?.test?.join(' '), /\/healthz/)
  t.same(sightline?.depends_on, { postgres: { condition: 'service_healthy' } })
})
