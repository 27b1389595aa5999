// `npm run extract -- <folder> > case.json` as a process: the data file on stdout in the order of the files'
// paths, the same items extractFile gives (what the browser's extraction is compared with), progress and
// refusals on stderr, links followed or refused by name, and a failing exit when nothing could be read.

import t, { type Test } from 'tap'
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { extractFile } from '../../../../shared/bigsearch/extract/extractFile.js'
import { compareCasePaths } from '../../../../shared/bigsearch/extract/caseFiles.js'
import { FIXTURES, fixtureBytes } from '../../shared/metadata/exiftool-fixtures.js'

const CLI = fileURLToPath(new URL('../../../../server/extractor/cli.ts', import.meta.url))

function runExtract(t: Test, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import=tsx', CLI, ...args], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' }, timeout: 90_000, maxBuffer: 64 * 1024 * 1024 })
  t.equal(run.error, undefined, 'the extractor ran')
  return { status: run.status, stdout: run.stdout, stderr: run.stderr.trim().split('\n') }
}

function tempFolder(t: Test): string {
  const root = mkdtempSync(join(tmpdir(), 'sightline-extract-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  return root
}

t.test('the fixtures folder gives the items extractFile gives, in the order of the file names', async (t) => {
  const { status, stdout, stderr } = runExtract(t, FIXTURES)
  t.equal(status, 0)
  const items = JSON.parse(stdout)
  const pictures = readdirSync(FIXTURES).filter((name) => /\.jpe?g$/i.test(name)).sort(compareCasePaths)
  t.equal(items.length, 42)
  const expected = []
  for (const name of pictures) {
    const result = await extractFile(fixtureBytes(name), name, expected.length)
    if (result.refused === undefined) expected.push(result.item)
  }
  t.same(items, expected)
  t.strictSame(items.map((item: { fileName: string }) => item.fileName), pictures, 'sorted by path')
  for (const name of ['MANIFEST.json', 'README.md', 'exiftool.json']) {
    t.ok(stderr.some((line) => line.startsWith(`refused: ${name}: not an image`)), `${name} is refused by name`)
  }
  t.match(stderr.at(-1), /^45 of 45 files · .*: 42 read, 3 refused$/)
})

t.test('--output writes the same data file to a file, for npm run, which prints its own lines on stdout', async (t) => {
  const root = tempFolder(t)
  const out = join(root, 'case.json')
  const toStdout = runExtract(t, FIXTURES)
  const toFile = runExtract(t, FIXTURES, '--output', out)
  t.equal(toFile.status, 0)
  t.equal(toFile.stdout, '', 'nothing on stdout')
  t.equal(readFileSync(out, 'utf8'), toStdout.stdout)
  t.equal(toFile.stderr.at(-1), `written to ${out}`)
})

t.test('subfolders are read and named by their path; links are followed, or refused with the reason', async (t) => {
  const root = tempFolder(t)
  const folder = join(root, 'case')
  mkdirSync(join(folder, 'b sub', 'deeper'), { recursive: true })
  copyFileSync(join(FIXTURES, 'mdx__Nikon_D5000.jpg'), join(folder, 'b sub', 'deeper', 'nikon.jpg'))
  copyFileSync(join(FIXTURES, 'exifr__IMG_5910.jpg'), join(folder, 'a.jpg'))
  mkdirSync(join(root, 'elsewhere'))
  copyFileSync(join(FIXTURES, 'mdx__Casio_EX-S1.jpg'), join(root, 'elsewhere', 'casio.jpg'))
  symlinkSync(join(FIXTURES, 'mdx__Sigma_DP1.jpg'), join(folder, 'linked.jpg'))
  symlinkSync(join(root, 'elsewhere'), join(folder, 'linked folder'))
  symlinkSync(join(root, 'gone.jpg'), join(folder, 'broken.jpg'))
  symlinkSync(folder, join(folder, 'b sub', 'loop'))
  const { status, stdout, stderr } = runExtract(t, folder)
  t.equal(status, 0)
  const names = JSON.parse(stdout).map((item: { index: number; fileName: string }) => `${item.index} ${item.fileName}`)
  t.same(names, ['0 a.jpg', '1 b sub/deeper/nikon.jpg', '2 linked folder/casio.jpg', '3 linked.jpg'])
  t.ok(stderr.includes(`refused: broken.jpg: a link to ${join(root, 'gone.jpg')}, which does not exist`), 'a broken link is named')
  t.ok(stderr.includes('refused: b sub/loop: a link back into a folder above it (a loop): not followed again'), 'a loop is named')
})

t.test('a folder with no picture writes nothing and fails; a wrong argument says what is wrong', async (t) => {
  const root = tempFolder(t)
  writeFileSync(join(root, 'notes.txt'), 'no pictures here')
  const empty = runExtract(t, root)
  t.equal(empty.status, 1)
  t.equal(empty.stdout, '', 'no data file')
  t.match(empty.stderr.at(-1), /^No picture under .* could be read: nothing was written\.$/)
  const missing = runExtract(t, join(root, 'nowhere'))
  t.equal(missing.status, 2)
  t.match(missing.stderr[0], /nowhere does not exist\.$/)
  const file = runExtract(t, join(root, 'notes.txt'))
  t.match(file.stderr[0], /is not a folder/)
  t.equal(runExtract(t).stderr[0], 'Name the folder to read.')
  t.equal(runExtract(t, '--fast', root).stderr[0], 'Unknown option --fast.')
  t.equal(runExtract(t, root, '--output').stderr[0], '--output needs a file name.')
  const help = runExtract(t, '--help')
  t.equal(help.status, 0)
  t.match(help.stdout, /^Usage: sightline-extract <folder> > case\.json\n/)
})
