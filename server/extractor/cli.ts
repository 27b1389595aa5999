// Sightline's metadata extractor on the command line (docs/bigsearch.md "The extractor"): reads every picture under a
// folder and writes the case's BigSearch data file to stdout. The images never leave the machine; only the
// file it writes is ever uploaded. npm run build:extractor makes it a program of its own for each platform (Node's
// single executable applications: no Node.js needed), which the service offers at /v1/exifextractor/*.

import { stat, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { caseJson } from '../../shared/bigsearch/extract/caseFiles.js'
import { EXTRACTOR_VERSION } from '../../shared/api/extractorDownloads.js'
import { extractFolder } from './extractFolder.js'

const USAGE = `Usage: sightline-extract <folder> > case.json
       sightline-extract <folder> --output case.json
       sightline-extract --version
Reads the metadata (camera, serial numbers, times, GPS, names) and the MD5 and SHA-1 of every picture under
<folder>, subfolders and linked files included, and writes them as a BigSearch data file to stdout (or to the
--output file), to upload on Sightline's Big search screen. Progress and the files it cannot read go to stderr.
No image leaves this machine.`

interface Arguments {
  folder: string
  /** --output: where the data file goes instead of stdout (npm run prints its own banner on stdout). */
  output: string | null
}

function parseArguments(args: string[]): Arguments {
  const rest: string[] = []
  let output: string | null = null
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '--output' || arg === '-o') {
      output = args[++i] ?? fail(`${arg} needs a file name.\n${USAGE}`, 2)
    } else if (arg.startsWith('-')) fail(`Unknown option ${arg}.\n${USAGE}`, 2)
    else rest.push(arg)
  }
  if (rest.length !== 1) fail(rest.length === 0 ? `Name the folder to read.\n${USAGE}` : `Name one folder, not ${rest.length}.\n${USAGE}`, 2)
  return { folder: rest[0]!, output }
}

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  if (args.includes('--version')) {
    process.stdout.write(`sightline-extract ${EXTRACTOR_VERSION}\n`)
    return
  }
  const { folder, output } = parseArguments(args)
  const kind = await stat(resolve(folder)).catch(() => null)
  if (!kind) fail(`${folder} does not exist.`, 2)
  if (!kind.isDirectory()) fail(`${folder} is not a folder: name the folder that holds the case's pictures.`, 2)

  const { items } = await extractFolder(resolve(folder), { line: (text) => process.stderr.write(`${text}\n`) })
  if (items.length === 0) fail(`No picture under ${folder} could be read: nothing was written.`, 1)
  if (output === null) process.stdout.write(caseJson(items))
  else {
    await writeFile(output, caseJson(items))
    process.stderr.write(`written to ${output}\n`)
  }
}

// Not awaited at the top level: the single executable runs this file as CommonJS, which has no top-level await.
main(process.argv.slice(2)).catch((error: unknown) => fail(`The extractor stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, 1))
