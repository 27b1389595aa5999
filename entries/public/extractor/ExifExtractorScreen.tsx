// /exifextractor (spec-2 §2 "Extractor downloads"), for any signed-in user: the free extractor that writes the file
// BigSearch takes, its five downloads with their sizes (or why one is not here), how to run it on each system,
// and its release notes up to v0.6.3.

import { styled } from 'styled-components'
import { EXTRACTOR_VERSION } from '../../../shared/api/extractorDownloads.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { theme } from '../../../shared/ui/theme.js'
import { DownloadList } from './DownloadList.js'
import { ReleaseNotes } from './ReleaseNotes.js'
import { RunInstructions } from './RunInstructions.js'

export function ExifExtractorScreen() {
  return (
    <Card title="ExifExtractor" wide>
      <Sections>
        <p>
          The free Sightline extractor, version {EXTRACTOR_VERSION}, reads the pictures of a case on your own computer and
          writes the text file of their metadata and hashes that BigSearch searches for. The pictures are never sent: only
          that file is uploaded.
        </p>

        <section aria-labelledby="extractor-downloads">
          <h2 id="extractor-downloads">Downloads</h2>
          <DownloadList />
        </section>

        <section aria-labelledby="extractor-run">
          <h2 id="extractor-run">How to run it</h2>
          <RunInstructions />
        </section>

        <section aria-labelledby="extractor-release-notes">
          <h2 id="extractor-release-notes">Release notes</h2>
          <ReleaseNotes />
        </section>
      </Sections>
    </Card>
  )
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  section { display: flex; flex-direction: column; gap: ${theme.space(1)}; }
  h3 { margin: ${theme.space(1)} 0 0; font-size: ${theme.font.size.body}; }
  code { font-family: ${theme.font.mono}; white-space: nowrap; }
`
