// The extractor's five downloads (spec-2 §2 "Extractor downloads", §7 "Write to us and downloads"): each link's
// label, its address and the file it gives, for the downloads page, the BigSearch screen's links, the service's
// routes and the build (scripts/build-extractor.mjs). The build imports this file in plain Node, so it imports
// nothing and uses only TypeScript that Node can erase.

/** spec-2 §9: the release notes run up to v0.6.3, the version the builds are made as. */
export const EXTRACTOR_VERSION = '0.6.3'

export type ExtractorPlatform = 'win' | 'msi' | 'mac-x64' | 'mac-arm' | 'linux'

export interface ExtractorDownload {
  platform: ExtractorPlatform
  /** The link's text, on the downloads page and the BigSearch screen. */
  label: string
  href: string
  /** The file the link gives, as npm run build:extractor writes it and as EXTRACTOR_DIR holds an agency's own. */
  fileName: string
}

const file = (suffix: string) => `sightline-extract-${EXTRACTOR_VERSION}-${suffix}`

/** In spec-2 §2's order. */
export const EXTRACTOR_DOWNLOADS: readonly ExtractorDownload[] = [
  { platform: 'win', label: 'Windows (EXE)', href: '/v1/exifextractor/win', fileName: file('windows-x64.exe') },
  { platform: 'msi', label: 'Windows (MSI installer)', href: '/v1/exifextractor/msi', fileName: file('windows-x64.msi') },
  { platform: 'mac-x64', label: 'Mac (Intel)', href: '/v1/exifextractor/mac/x64', fileName: file('macos-x64') },
  { platform: 'mac-arm', label: 'Mac (Apple Silicon)', href: '/v1/exifextractor/mac/arm', fileName: file('macos-arm64') },
  { platform: 'linux', label: 'Linux', href: '/v1/exifextractor/linux', fileName: file('linux-x64') },
]

/** GET /v1/exifextractor: which of the downloads this service has, and their sizes (shared/api/extractor.ts). */
export const EXTRACTOR_BUILDS_PATH = '/exifextractor'
