// Nothing under tests/ or scripts/ reads a path outside the repository (issue 29): a clone with no ../shared
// beside it runs every test; the real photos the tests read are in tests/fixtures (SOURCES.md names them).

import t from 'tap'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sourceFiles } from '../build/source-scan.js'
import { pathsLeavingRepo } from './repo-paths.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '')
/** This file: its literals are the samples the first two tests feed the scan, leaving paths among them. */
const SELF = 'tests/unit/scripts/paths-stay-in-repo.test.ts'
const IN_METADATA = 'tests/unit/shared/metadata/exiftool-fixtures.ts'

/** The fixtures folder that stood beside the checkout, spelt at run time so that this file names no such path itself. */
const OLD_FIXTURES = ['..', 'shared', 'fixtures'].join('/')

const found = (text: string, file = IN_METADATA) => pathsLeavingRepo(ROOT, file, text).map(({ text }) => text)

t.test('a path that leaves the repository is found however it is written', async (t) => {
  t.same(found("export const F = fileURLToPath(new URL('../../../../../sibling/fixtures/real-exif/', import.meta.url))"), ['../../../../../sibling/fixtures/real-exif/'], 'a URL from the file, past the root')
  t.same(found(`const PHOTO = '${OLD_FIXTURES}/real-exif/exifr__canon-dslr.jpg'`), [`${OLD_FIXTURES}/real-exif/exifr__canon-dslr.jpg`], 'the old fixtures folder from the working folder')
  t.same(found("readFileSync('../other-checkout/photo.jpg')"), ['../other-checkout/photo.jpg'], 'a file call given a path from the root')
  t.same(found("const dir = join(import.meta.dirname, '..', '..', '..', '..', '..', 'elsewhere')"), ['../../../../../elsewhere'], 'join() of .. segments from the file')
  t.same(found("const dir = resolve(process.cwd(), '..', 'elsewhere')"), ['../elsewhere'], 'resolve() from the working folder')
  t.same(found('const dir = `/work/sibling/fixtures/${name}`'), ['/work/sibling/fixtures/'], 'an absolute /work path')
  t.same(found("import { x } from '../../../../../elsewhere/x.js'"), ['../../../../../elsewhere/x.js'], 'a module outside the repository')
})

t.test('paths inside the repository, and data that only looks like a path, are not', async (t) => {
  t.same(found("import { readMetadata } from '../../../../shared/metadata/read-metadata.js'"), [], "the product's own shared/ folder")
  t.same(found("export const F = fileURLToPath(new URL('../../../fixtures/real-exif/', import.meta.url))"), [], 'tests/fixtures')
  t.same(found("mkdirSync(join(dataDir, orphan, '..'), { recursive: true })"), [], 'a join from a temporary folder')
  t.same(found("const row = { imageFile: '../service.db' }"), [], 'a stored path a test refuses')
  t.same(found("const parts = url.split('/').some((s) => s === '..')"), [], 'a lone ..')
  t.same(found("// read from ../sibling/fixtures/real-exif before\nconst a = 1"), [], 'a comment')
})

t.test('no file under tests/ or scripts/ reads a path outside the repository', async (t) => {
  const files = sourceFiles(ROOT, ['tests', 'scripts']).filter((file) => file !== SELF)
  t.ok(files.includes(IN_METADATA) && files.includes('scripts/write-bigsearch-schema.ts'), 'both folders are read')
  const leaving = files.flatMap((file) =>
    pathsLeavingRepo(ROOT, file, readFileSync(`${ROOT}/${file}`, 'utf8')).map((path) => `${file}:${path.line} ${path.text} (${path.why})`),
  )
  t.same(leaving, [], 'copy what a test needs into tests/fixtures and name its origin in tests/fixtures/SOURCES.md')
})
