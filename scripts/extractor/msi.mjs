// The Windows installer: an MSI, made with wixl (Debian's msitools), that installs the extractor's Windows program
// as C:\Program Files\Sightline Extractor\sightline-extract.exe for every user of the machine. A later version
// replaces an earlier one (one upgrade code for every version); uninstalling removes the program.

import { spawnSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import { MSITOOLS_HELP, ensureMsitools } from './ensure-msitools.mjs'

/** The program's name once installed, as the downloads page's Windows example runs it. */
export const INSTALLED_PROGRAM = 'sightline-extract.exe'
export const INSTALL_FOLDER = 'Sightline Extractor'
/** Fixed for every version of the product, so that Windows knows a new one as an upgrade of the old. */
const UPGRADE_CODE = '6F1B6A0E-3C2D-4B8A-9E55-0C7E2B9A6D31'
const COMPONENT_GUID = '3D0E8C57-2B41-4F6A-A1D2-6C9B0E47F812'

const escapeXml = (text) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c])

function wxs(version, exe) {
  return `<?xml version="1.0" encoding="utf-8"?>
<Wix xmlns="http://schemas.microsoft.com/wix/2006/wi">
  <Product Id="*" Name="Sightline Extractor ${version}" Language="1033" Version="${version}" Manufacturer="Sightline" UpgradeCode="${UPGRADE_CODE}">
    <Package InstallerVersion="500" Compressed="yes" InstallScope="perMachine" Description="Sightline metadata extractor ${version}" Comments="Writes a BigSearch data file from a folder of pictures." />
    <MajorUpgrade DowngradeErrorMessage="A newer Sightline Extractor is already installed." />
    <Media Id="1" Cabinet="extractor.cab" EmbedCab="yes" />
    <Directory Id="TARGETDIR" Name="SourceDir">
      <Directory Id="ProgramFiles64Folder">
        <Directory Id="INSTALLDIR" Name="${INSTALL_FOLDER}">
          <Component Id="Extractor" Guid="${COMPONENT_GUID}" Win64="yes">
            <File Id="SightlineExtractExe" Name="${INSTALLED_PROGRAM}" Source="${escapeXml(exe)}" KeyPath="yes" />
          </Component>
        </Directory>
      </Directory>
    </Directory>
    <Feature Id="Main" Level="1">
      <ComponentRef Id="Extractor" />
    </Feature>
  </Product>
</Wix>
`
}

/** The installer of `exe` at `out`; msitools is found or installed first, or the build stops saying how to get it. */
export async function buildMsi(version, exe, out) {
  if (!ensureMsitools()) throw new Error(MSITOOLS_HELP)
  const source = `${out}.wxs`
  // wixl takes a file's Source only as a path relative to where it runs.
  await writeFile(source, wxs(version, basename(exe)))
  const made = spawnSync('wixl', ['--arch', 'x64', '--output', out, source], { encoding: 'utf8', cwd: dirname(exe) })
  if (made.status !== 0) throw new Error(`wixl could not make ${basename(out)}: ${made.stderr || made.error?.message}`)
  return out
}
