// The Node.js binaries the extractor's programs are made from, fetched from the npm registry (the node-<os>-<cpu>
// packages) with `npm pack` into the build's cache, once per version: they are 35 to 52 MB packed each, too big
// to be dependencies of the project that every `npm ci` would fetch.

import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'

/** How npm is run: the npm that runs this build (npm run sets npm_execpath), else the one on the PATH. */
function npmCommand() {
  const cli = process.env.npm_execpath
  return cli && /\.c?js$/.test(cli) ? [process.execPath, [cli]] : ['npm', []]
}

function run(command, args, options) {
  const done = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, ...options })
  if (done.status !== 0) {
    const said = `${done.stderr ?? ''}${done.error ? done.error.message : ''}`.trim()
    throw new Error(`${command} ${args.join(' ')} failed${said ? `: ${said}` : ''}`)
  }
  return done.stdout
}

/**
 * The path of `binary` (e.g. 'bin/node.exe') inside the registry package `name@version`, fetched into `cacheDir`
 * the first time; a fetch that stops half-way leaves nothing that a later build would take for a whole one.
 */
export async function registryNode(cacheDir, name, version, binary) {
  const folder = join(cacheDir, 'runtimes', `${name}-${version}`)
  const path = join(folder, binary)
  if (existsSync(path)) return path
  await mkdir(join(cacheDir, 'runtimes'), { recursive: true })
  const work = await mkdtemp(join(cacheDir, 'runtimes', `.${name}-${version}-`))
  try {
    const [npm, npmArgs] = npmCommand()
    run(npm, [...npmArgs, 'pack', `${name}@${version}`, '--pack-destination', work, '--silent'], { cwd: work })
    const [tarball] = (await readdir(work)).filter((entry) => entry.endsWith('.tgz'))
    if (!tarball) throw new Error(`npm pack ${name}@${version} wrote no package`)
    const unpacked = join(work, 'unpacked')
    await mkdir(unpacked)
    run('tar', ['-xzf', join(work, tarball), '-C', unpacked, '--strip-components=1', `package/${binary}`])
    // Another build that fetched the same package meanwhile has put its own in place: either is whole.
    await rename(unpacked, folder).catch((error) => {
      if (!existsSync(path)) throw error
    })
    return path
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
