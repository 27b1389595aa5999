// How to run the extractor on each system: a command line for each download, in its file's own name, and what the
// system asks of a program from the web that is not signed (the builds are made without a certificate; an agency
// that signs its own copies serves them instead, docs/bigsearch.md "The extractor").

import { styled } from 'styled-components'
import { EXTRACTOR_DOWNLOADS, type ExtractorPlatform } from '../../../shared/api/extractorDownloads.js'
import { theme } from '../../../shared/ui/theme.js'

const fileOf = (platform: ExtractorPlatform) => EXTRACTOR_DOWNLOADS.find((d) => d.platform === platform)!.fileName

/** Where the MSI installs the program (scripts/extractor/msi.mjs). */
const INSTALLED = String.raw`C:\Program Files\Sightline Extractor\sightline-extract.exe`

export function RunInstructions() {
  return (
    <>
      <p>
        Run it on the folder that holds the case&apos;s pictures. It reads every file in it and its subfolders, and writes a
        BigSearch data file (JSON) with each picture&apos;s camera, serial numbers, times, position, names and its MD5 and
        SHA-1, ready to upload on the BigSearch screen. No picture leaves your computer. Progress, and each file it could
        not read with the reason, are shown as it goes.
      </p>

      <h3>Windows</h3>
      <p>In Command Prompt or PowerShell, in the folder you saved it to:</p>
      <Command>{`${fileOf('win')} D:\\Cases\\Case123 --output D:\\Cases\\Case123.json`}</Command>
      <p>Installed with the MSI installer (for every user of the computer; it needs an administrator):</p>
      <Command>{`"${INSTALLED}" D:\\Cases\\Case123 --output D:\\Cases\\Case123.json`}</Command>
      <p>
        The program is not signed: Windows SmartScreen may ask before running it (More info, then Run anyway) unless your
        agency has signed its own copy.
      </p>

      <h3>Mac (Intel)</h3>
      <p>In Terminal, in the folder you saved it to:</p>
      <Command>
        {`chmod +x ${fileOf('mac-x64')}\nxattr -d com.apple.quarantine ${fileOf('mac-x64')}\n./${fileOf('mac-x64')} ~/Cases/Case123 --output ~/Cases/Case123.json`}
      </Command>
      <p>
        The program is not signed, so macOS keeps a downloaded copy closed until its quarantine mark is removed (the
        second line). On an Apple Silicon Mac it runs through Rosetta 2.
      </p>

      <h3>Linux</h3>
      <p>For 64-bit Intel or AMD processors, with glibc 2.28 or later:</p>
      <Command>{`chmod +x ${fileOf('linux')}\n./${fileOf('linux')} ~/cases/case123 --output ~/cases/case123.json`}</Command>

      <p>
        Without <code>--output</code> the data file is written to the standard output (<code>&gt; case.json</code>).{' '}
        <code>--help</code> shows the options, <code>--version</code> the version. It ends with an error, and writes
        nothing, when no picture in the folder could be read.
      </p>
    </>
  )
}

/**
 * A command to type, one per line. A long one wraps rather than scrolls, so that the box is no scrolling region a
 * keyboard would have to reach; copied, it is still one line.
 */
const Command = styled.pre`
  margin: 0;
  padding: ${theme.space(1.5)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${theme.colour.canvas};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  font-family: ${theme.font.mono};
  font-size: ${theme.font.size.small};
  line-height: 1.5;
`
