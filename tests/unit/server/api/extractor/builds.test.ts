// The extractor's downloads as the programs their labels name (spec-2 §2 "Extractor downloads"), each fetched
// through the service from a real build (npm run build:extractor, into this test's folder; a build with nothing
// changed is taken from its cache in about a second, a first one fetches four Node.js builds and takes a minute or
// two): the Linux program runs with no Node.js on the PATH and writes a file the BigSearch upload takes, the Windows
// program and the Mac Intel program carry the extractor as their systems would find it, the MSI holds the Windows
// program, and the Apple Silicon link refuses, naming why, as the downloads page says.

import t, { type Test } from 'tap'
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { EXTRACTOR_DOWNLOADS, EXTRACTOR_VERSION, type ExtractorPlatform } from '../../../../../shared/api/extractorDownloads.js'
import { MAC_ARM_NOT_BUILT } from '../../../../../server/api/routes/extractor.js'
import { FIXTURES } from '../../../shared/metadata/exiftool-fixtures.js'
import { bigSearchSetup } from '../bigsearch/bigsearch-fixture.js'
import { isExtractorBlob, isX64Mac, isX64Windows, readMachO, readPe, SEA_FUSE_FLIPPED } from './executables.js'

// A first build fetches about 190 MB of Node.js builds from the registry and makes four programs.
t.setTimeout(15 * 60_000)

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url))
const buildOut = t.testdir()
const builds = join(buildOut, 'extractor')
const started = Date.now()
const build = spawnSync(process.execPath, ['scripts/build-extractor.mjs'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, BUILD_OUT: buildOut, NODE_OPTIONS: '' } })
t.equal(build.status, 0, `npm run build:extractor built (${((Date.now() - started) / 1000).toFixed(1)} s): ${build.stdout.trim().split('\n').at(-1)} ${build.stderr.trim()}`)

/** A folder for the files a test downloads (the test's own folder holds its service's database). */
function downloadsFolder(t: Test): string {
  const folder = mkdtempSync(join(tmpdir(), 'sightline-extractor-downloads-'))
  t.teardown(() => rmSync(folder, { recursive: true, force: true }))
  return folder
}

const download = (platform: ExtractorPlatform) => EXTRACTOR_DOWNLOADS.find((d) => d.platform === platform)!

/** The service with this build, and an investigator signed in who may upload to BigSearch. */
async function service(t: Test) {
  return bigSearchSetup(t, { extractorDir: builds })
}

/** The file one link gives, saved under the name the reply gives it. */
async function fetchDownload(setup: Awaited<ReturnType<typeof service>>, platform: ExtractorPlatform, folder: string) {
  const res = await setup.call('GET', download(platform).href)
  const name = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1]
  const path = join(folder, name ?? 'unnamed')
  if (res.statusCode === 200) writeFileSync(path, res.rawPayload)
  return { res, path, name, bytes: res.rawPayload }
}

t.test('the list names each build with its size, and the Apple Silicon one as not built with why', async (t) => {
  const setup = await service(t)
  const res = await setup.call('GET', '/v1/exifextractor')
  t.equal(res.statusCode, 200)
  const { version, builds: listed } = res.json()
  t.equal(version, EXTRACTOR_VERSION)
  t.same(listed.map((b: { platform: string }) => b.platform), ['win', 'msi', 'mac-x64', 'mac-arm', 'linux'])
  for (const entry of listed) {
    if (entry.platform === 'mac-arm') t.same(entry, { platform: 'mac-arm', fileName: download('mac-arm').fileName, size: null, missing: MAC_ARM_NOT_BUILT })
    else {
      t.equal(entry.missing, null, `${entry.platform} is built`)
      t.ok(entry.size > 30_000_000, `${entry.platform}: ${(entry.size / 1e6).toFixed(1)} MB, a program and not a script`)
    }
  }
})

t.test('the Linux program runs on the case photos with no Node.js on the PATH, and BigSearch takes what it writes', async (t) => {
  const setup = await service(t)
  const folder = downloadsFolder(t)
  const linux = await fetchDownload(setup, 'linux', folder)
  t.equal(linux.res.statusCode, 200)
  t.equal(linux.name, `sightline-extract-${EXTRACTOR_VERSION}-linux-x64`)
  t.equal(linux.res.headers['content-type'], 'application/octet-stream')
  t.equal(linux.bytes.toString('latin1', 0, 4), '\x7fELF', 'an ELF program')
  chmodSync(linux.path, 0o755)

  // A PATH with nothing on it, as on a workstation without Node.js.
  const emptyPath = join(folder, 'bin')
  mkdirSync(emptyPath)
  t.notOk(existsSync(join(emptyPath, 'node')), 'no node on the PATH')
  const env = { PATH: emptyPath, HOME: folder }
  const version = spawnSync(linux.path, ['--version'], { encoding: 'utf8', env })
  t.equal(version.stdout, `sightline-extract ${EXTRACTOR_VERSION}\n`)

  const output = join(folder, 'case.json')
  const run = spawnSync(linux.path, [FIXTURES, '--output', output], { encoding: 'utf8', env, timeout: 120_000 })
  t.equal(run.status, 0, run.stderr)
  t.match(run.stderr, /45 of 45 files · .*: 42 read, 3 refused/)
  const written = readFileSync(output)
  t.equal(JSON.parse(written.toString()).length, 42, 'an item for each of the 42 photos')

  const upload = await setup.upload(written, { fileName: 'case.json' })
  t.equal(upload.statusCode, 200, upload.body)
  const checksum = upload.json().checksum as string
  t.equal(await setup.runJobs(), 1)
  const status = (await setup.call('GET', `/v1/bigsearch/status/${checksum}`)).json()
  t.match(status, { status: 'COMPLETE', mediaCount: 42, mediaProcessed: 42 }, 'the job ran over every item')
})

t.test('the Windows program is a 64-bit PE carrying the extractor in its NODE_SEA_BLOB resource, and no broken signature', async (t) => {
  const setup = await service(t)
  const win = await fetchDownload(setup, 'win', downloadsFolder(t))
  t.equal(win.res.statusCode, 200)
  t.equal(win.name, `sightline-extract-${EXTRACTOR_VERSION}-windows-x64.exe`)
  t.equal(win.res.headers['content-type'], 'application/vnd.microsoft.portable-executable')
  const pe = readPe(win.bytes)
  t.ok(isX64Windows(pe), 'x86-64, PE32+')
  t.ok(isExtractorBlob(pe.rcdata('NODE_SEA_BLOB'), EXTRACTOR_VERSION), 'the resource holds the extractor as a single-executable blob')
  t.ok(win.bytes.includes(SEA_FUSE_FLIPPED), 'the fuse tells Node to run it')
  t.equal(pe.signatureSize, 0, "Node.js's own signature, which no longer matches, is taken off")
})

t.test('the MSI holds the Windows program: msiinfo reads its tables, its File table names the program, its cabinet holds it', async (t) => {
  const setup = await service(t)
  const folder = downloadsFolder(t)
  const msi = await fetchDownload(setup, 'msi', folder)
  const win = await fetchDownload(setup, 'win', folder)
  t.equal(msi.res.statusCode, 200)
  t.equal(msi.name, `sightline-extract-${EXTRACTOR_VERSION}-windows-x64.msi`)
  t.equal(msi.res.headers['content-type'], 'application/x-msi')
  const msiinfo = (...args: string[]) => spawnSync('msiinfo', [...args, msi.path], { encoding: 'utf8' })
  t.ok(msiinfo('tables').stdout.split('\n').includes('File'), 'a File table')
  t.ok(msiinfo('streams').stdout.split('\n').includes('extractor.cab'), 'the cabinet is in the package')
  const file = spawnSync('msiinfo', ['export', msi.path, 'File'], { encoding: 'utf8' }).stdout
  const row = file.split('\n').find((line) => line.includes('sightline-extract.exe'))?.split('\t')
  t.ok(row, 'the File table names sightline-extract.exe')
  t.equal(Number(row?.[3]), win.bytes.length, 'of the Windows program\'s size')
  const directories = spawnSync('msiinfo', ['export', msi.path, 'Directory'], { encoding: 'utf8' }).stdout
  t.match(directories, /INSTALLDIR\tProgramFiles64Folder\tSightline Extractor/, 'installed under Program Files')
  t.match(msiinfo('suminfo').stdout, /Template: x64;1033/, 'a 64-bit package')

  const unpacked = join(folder, 'unpacked')
  t.equal(spawnSync('msiextract', ['-C', unpacked, msi.path]).status, 0)
  t.ok(readFileSync(join(unpacked, 'Sightline Extractor', 'sightline-extract.exe')).equals(win.bytes), 'the program it installs is the Windows download')
})

t.test('the Mac Intel program is an x86-64 Mach-O carrying the extractor in its NODE_SEA segment', async (t) => {
  const setup = await service(t)
  const mac = await fetchDownload(setup, 'mac-x64', downloadsFolder(t))
  t.equal(mac.res.statusCode, 200)
  t.equal(mac.name, `sightline-extract-${EXTRACTOR_VERSION}-macos-x64`)
  t.equal(mac.res.headers['content-type'], 'application/octet-stream')
  const macho = readMachO(mac.bytes)
  t.ok(isX64Mac(macho), 'x86-64')
  t.ok(macho.segments.includes('__TEXT') && macho.segments.includes('__LINKEDIT'), 'a program, with its own segments')
  t.ok(isExtractorBlob(macho.section('NODE_SEA', '__NODE_SEA_BLOB'), EXTRACTOR_VERSION), 'the segment holds the extractor as a single-executable blob')
  t.ok(mac.bytes.includes(SEA_FUSE_FLIPPED), 'the fuse tells Node to run it')
  t.notOk(macho.signed, 'no signature that would no longer match')
})

t.test('the Apple Silicon link refuses with the reason the downloads page shows', async (t) => {
  const setup = await service(t)
  const res = await setup.call('GET', download('mac-arm').href)
  t.equal(res.statusCode, 404)
  t.same(res.json(), { success: false, error: MAC_ARM_NOT_BUILT })
})
