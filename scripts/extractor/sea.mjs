// Node.js single executable applications (nodejs.org/api/single-executable-applications.html) for the extractor:
// the command line bundled into one CommonJS script, that script made into a preparation blob by the Node.js
// version of the program it goes into, and the blob put into a copy of that program with postject.

import * as esbuild from 'esbuild'
import { spawn, spawnSync } from 'node:child_process'
import { chmod, copyFile, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'

/** Node's SEA fuse: postject turns its ":0" into ":1", which tells Node to run the blob. */
export const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2'
/** The resource (Windows, Linux) and, on macOS, the segment the blob goes into, where Node looks for it. */
export const SEA_RESOURCE = 'NODE_SEA_BLOB'
export const SEA_MACHO_SEGMENT = 'NODE_SEA'

/** server/extractor/cli.ts with every package inside: a program's blob can load only Node's own modules. */
export async function bundleCommandLine(outfile, root) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['server/extractor/cli.ts'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    outfile,
    minify: true,
    legalComments: 'none',
    define: { __HIGHSIDE__: 'false' },
    logLevel: 'warning',
  })
  return readFile(outfile)
}

/**
 * The preparation blob of `main` made by `node` (which must be the Node.js version of the program it goes into).
 * No code cache or snapshot: those hold machine code for the platform that makes them, and the blobs here are made
 * on Linux for Windows and macOS too.
 */
export async function makeBlob(node, main, blob) {
  const config = `${blob}.json`
  await writeFile(config, JSON.stringify({ main, output: blob, disableExperimentalSEAWarning: true, useSnapshot: false, useCodeCache: false }))
  const made = spawnSync(node, ['--experimental-sea-config', config], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } })
  if (made.status !== 0) throw new Error(`${node} --experimental-sea-config failed: ${made.stderr || made.error?.message}`)
  return blob
}

const postjectCli = () => createRequire(import.meta.url).resolve('postject/dist/cli.js')

/** A copy of `program` at `out` with `blob` in it; postject runs in a process of its own, so that several run at once. */
export async function inject(program, blob, out, { macho = false } = {}) {
  await copyFile(program, out)
  await chmod(out, 0o755)
  const args = [postjectCli(), out, SEA_RESOURCE, blob, '--sentinel-fuse', SEA_FUSE, ...(macho ? ['--macho-segment-name', SEA_MACHO_SEGMENT] : [])]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' } })
  let said = ''
  child.stderr.on('data', (chunk) => (said += chunk))
  const code = await new Promise((resolve, reject) => child.on('error', reject).on('exit', resolve))
  // LIEF warns of ELF note sections it does not name; anything else that fails is an error.
  if (code !== 0) throw new Error(`postject could not put the extractor into ${out}: ${said.trim()}`)
  return out
}

export const blobPath = (folder, version) => join(folder, `extractor-${version}.blob`)
