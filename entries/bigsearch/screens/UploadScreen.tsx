// The BigSearch upload screen, /bigsearch (spec-2 §2 "BigSearch", §4 "BigSearch upload"): a case's metadata
// file chosen with 'Upload EXIF' or dropped on the upload panel, sent, and on success the job's screen at
// /bigsearch/{checksum}; how to make such a file; the extraction from images, loaded when opened; and the
// user's searches, to open or delete.

import { useRef, useState, type DragEvent } from 'react'
import { useLocation } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { sessionStore } from '../../../shared/session/store.js'
import { lazyScreen } from '../../../shared/shell/lazyScreen.js'
import { Disclosure } from '../../../shared/ui/Disclosure.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { theme } from '../../../shared/ui/theme.js'
import { stack } from '../../../shared/ui/stack.js'
import { UploadHowTo } from '../components/UploadHowTo.js'
import { bigSearchState } from '../state.js'
import { OneFileInput } from '../../../shared/ui/form/OneFileInput.js'

// The extractor's panel and its worker come only with the section that shows them (issue 14: "Both load only when used").
const ExtractPanel = lazyScreen(() => import('../extract/ExtractPanel.js').then((m) => m.default), 'Loading the extractor…')
// The list of the user's searches brings the table kit, kept out of the first load (issue 14's size budget).
const JobList = lazyScreen(() => import('../jobs/JobList.js').then((m) => m.default), 'Loading your searches…')

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files')

export function UploadScreen() {
  useSignals()
  const [, navigate] = useLocation()
  const picker = useRef<HTMLInputElement>(null)
  const [dragDepth, setDragDepth] = useState(0)
  const [extractOpen, setExtractOpen] = useState(false)
  const uploading = bigSearchState.uploading.value
  const error = bigSearchState.uploadError.value

  async function send(file: File | undefined): Promise<void> {
    if (!file || bigSearchState.uploading.value) return
    const jobId = await bigSearchState.upload(file, sessionStore.summary.value?.email)
    if (jobId) navigate(`/bigsearch/${jobId}`)
  }

  return (
    <Page aria-labelledby="bigsearch-title">
      <Title id="bigsearch-title">Search your entire case</Title>
      <Blurb>
        Upload the metadata of every file in a case, and BigSearch finds where else on the web the same camera, the
        same picture, the same place and time or the same names appear, grouped as leads.
      </Blurb>
      {error && (
        // spec-2 §2: 'Failed to upload' with the message and 'Please try again or contact support.'
        <FailureNotice
          place="section"
          title="Failed to upload"
          message={error}
          detail="Please try again or contact support."
          onDismiss={bigSearchState.dismissUploadError}
        />
      )}
      <DropZone
        aria-label="Upload a case file"
        onDragEnter={(event) => hasFiles(event) && setDragDepth((d) => d + 1)}
        onDragLeave={(event) => hasFiles(event) && setDragDepth((d) => Math.max(0, d - 1))}
        onDragOver={(event) => hasFiles(event) && event.preventDefault()}
        onDrop={(event) => {
          if (!hasFiles(event)) return
          event.preventDefault()
          setDragDepth(0)
          void send(event.dataTransfer.files[0])
        }}
      >
        <p>Choose a JSON file of your case&apos;s Exif data, or drop it here.</p>
        <Button onClick={() => picker.current?.click()} disabled={uploading} aria-busy={uploading}>
          {uploading ? 'Uploading…' : 'Upload EXIF'}
        </Button>
        <OneFileInput inputRef={picker} accept=".json,application/json" label="EXIF file" onFile={(file) => void send(file)} />
        {dragDepth > 0 && <Overlay aria-hidden="true">Drop your file here to upload</Overlay>}
      </DropZone>
      <UploadHowTo />
      <Disclosure summary="Extract from images" onToggle={setExtractOpen}>
        <p>Read the metadata of your images here, in this browser: the images never leave this machine, only the file made from them is uploaded.</p>
        {extractOpen && <ExtractPanel onUpload={(file) => void send(file)} />}
      </Disclosure>
      <JobList />
    </Page>
  )
}

const Blurb = styled.p`
  margin: 0;
  max-width: 48rem;
  line-height: 1.5;
  color: ${theme.colour.muted};
`

const DropZone = styled.section`
  position: relative;
  ${stack(1.5)}
  align-items: flex-start;
  padding: ${theme.space(3)};
  background: ${theme.colour.paper};
  border: 2px dashed ${theme.colour.line};
  border-radius: ${theme.radius};
  p { margin: 0; }
`

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  font-size: ${theme.font.size.title};
  font-weight: 600;
  color: ${theme.colour.brandInk};
  background: ${theme.colour.brand};
  border-radius: ${theme.radius};
  opacity: 0.92;
  pointer-events: none;
`
