// The extractor's five downloads (spec-2 §2 "Extractor downloads"), in the shared list's order and words: each one
// this service has is a link with its file's name and size; each it has not is named with the reason, the one its
// link would answer with, rather than offered as a link to nothing.

import { useEffect } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { EXTRACTOR_DOWNLOADS } from '../../../shared/api/extractorDownloads.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { theme } from '../../../shared/ui/theme.js'
import { extractorState } from './extractorState.js'
import { formatFilesize } from '../../../shared/format/fileSize.js'

export function DownloadList() {
  useSignals()
  useEffect(() => void extractorState.load(), [])
  const state = extractorState.builds.value
  if (state.kind === 'failed') {
    return <FailureNotice place="section" message={state.error} onTryAgain={() => void extractorState.load(true)} />
  }
  if (state.kind !== 'loaded') return <Loader label="Finding the downloads…" />
  return (
    <PlainList $direction="column" $gap={1.5} aria-label="Extractor downloads">
      {EXTRACTOR_DOWNLOADS.map(({ platform, label, href, fileName }) => {
        const build = state.builds.find((b) => b.platform === platform)
        return (
          <Download key={platform}>
            {build?.size != null ? (
              <>
                <a href={href} download={fileName}>
                  {label}
                </a>
                <Facts>
                  <FileName>{fileName}</FileName> · {formatFilesize(build.size)}
                </Facts>
              </>
            ) : (
              <>
                <Unavailable>{label}</Unavailable>
                <Facts>Not available: {build?.missing ?? 'this service does not list it.'}</Facts>
              </>
            )}
          </Download>
        )
      })}
    </PlainList>
  )
}

const Download = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.25)};
  a { font-weight: 600; }
`

const Unavailable = styled.span`
  font-weight: 600;
`

const Facts = styled.span`
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
  line-height: 1.4;
`

const FileName = styled.span`
  font-family: ${theme.font.mono};
  overflow-wrap: anywhere;
`
