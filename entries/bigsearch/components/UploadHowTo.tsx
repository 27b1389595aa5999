// "How to upload an EXIF file" (spec-2 §2 "BigSearch"): what is sent (never the images), the free extractor's
// downloads (hidden in restricted mode, spec-2 §6), its release notes, and the export from a case-analysis tool.

import { styled } from 'styled-components'
import { EXTRACTOR_DOWNLOADS } from '../../../shared/api/extractorDownloads.js'
import { readBootstrap } from '../../../shared/session/bootstrap.js'
import { Disclosure } from '../../../shared/ui/Disclosure.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { theme } from '../../../shared/ui/theme.js'

export function UploadHowTo() {
  const { restricted } = readBootstrap().settings
  return (
    <HowTo summary="How to upload an EXIF file">
      <p>
        Your images are never sent. BigSearch needs only a text (JSON) file of each file&apos;s Exif data, hashes and
        metadata, which it searches for across the web.
      </p>
      {!restricted && (
        <>
          <h3>Use the free extractor</h3>
          <p>Download the extractor, run it on the folder of your case and upload the JSON file it writes.</p>
          <PlainList $gap={[1, 3]} aria-label="Extractor downloads">
            {/* The downloads page's five links (spec-2 §7), from the one shared list. */}
            {EXTRACTOR_DOWNLOADS.map(({ href, label, fileName }) => (
              <li key={href}>
                <a href={href} download={fileName}>
                  {label}
                </a>
              </li>
            ))}
          </PlainList>
        </>
      )}
      <p>
        <a href="/exifextractor">Extractor release notes</a>
      </p>
      <h3>Export from your case-analysis tool</h3>
      <p>
        In your case-analysis tool (version 17.2 or later), export the case&apos;s media as JSON (Project VIC 1.2 or
        1.3) and upload that file here.
      </p>
    </HowTo>
  )
}

const HowTo = styled(Disclosure)`
  p { margin: ${theme.space(1)} 0; }
  h3 { margin: ${theme.space(2)} 0 0; font-size: ${theme.font.size.body}; }
  a { color: ${theme.colour.brand}; }
`
