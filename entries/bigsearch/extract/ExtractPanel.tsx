// "Extract from images" on the BigSearch upload screen (issue 14): the user picks a folder, or chooses or drops
// pictures; a worker reads their metadata and hashes here, in the browser, and builds the case's BigSearch data
// file, which the user uploads at once or saves. The pictures never leave the machine: nothing is sent but the
// finished JSON, and only by onUpload. The upload screen loads this panel lazily; the worker it starts holds the
// metadata reader and hash-wasm, so the area's first load pays for neither.

import { useState, type ChangeEvent, type DragEvent } from 'react'
import { styled } from 'styled-components'
import { caseFileName, caseJson, casePath } from '../../../shared/bigsearch/extract/caseFiles.js'
import { progressText } from '../../../shared/bigsearch/extract/progress.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { saveFile } from '../../../shared/ui/saveFile.js'
import { theme } from '../../../shared/ui/theme.js'
import type { CaseFile } from './messages.js'
import { RefusedFiles } from './RefusedFiles.js'
import { useExtraction } from './useExtraction.js'
import { FileDropZone, FilePickButton, HiddenFileInput } from '../../../shared/ui/form/FilePickButton.js'

export interface ExtractPanelProps {
  /** Called with the finished data file (application/json) when the user chooses Upload. */
  onUpload: (file: File) => void
}

function caseFilesOf(list: FileList | null): CaseFile[] {
  return [...(list ?? [])].map((file) => ({ file, casePath: casePath(file.name, file.webkitRelativePath) }))
}

export default function ExtractPanel({ onUpload }: ExtractPanelProps) {
  const { state, start, cancel } = useExtraction()
  const [dragging, setDragging] = useState(false)
  const running = state.phase === 'running'

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = caseFilesOf(event.target.files)
    // The same folder may be chosen again after a change on disk.
    event.target.value = ''
    if (files.length) start(files)
  }
  // The upload screen takes a dropped file as the data file to upload: pictures dropped here stop here.
  const over = (event: DragEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (!running) setDragging(true)
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    event.stopPropagation()
    setDragging(false)
    const files = caseFilesOf(event.dataTransfer.files)
    if (!running && files.length) start(files)
  }
  const dataFile = () =>
    state.phase === 'done' ? new File([caseJson(state.items)], caseFileName(new Date()), { type: 'application/json' }) : null

  return (
    // The upload screen titles the panel (its "Extract from images" section); the region carries the same name.
    <Panel aria-label="Extract from images">
      <Blurb>Choose the folder of the case's pictures, subfolders included, or the pictures themselves.</Blurb>
      <FileDropZone
        $active={dragging}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="extract-drop-zone"
      >
        <FilePickButton $disabled={running}>
          Choose a folder
          <HiddenFileInput type="file" multiple disabled={running} onChange={choose} {...{ webkitdirectory: '' }} />
        </FilePickButton>
        <FilePickButton $disabled={running} $quiet>
          Choose pictures
          <HiddenFileInput type="file" multiple accept="image/*,.heic,.heif,.tif,.tiff" disabled={running} onChange={choose} />
        </FilePickButton>
        <DropHint>or drop pictures here</DropHint>
      </FileDropZone>

      {state.phase !== 'idle' && state.phase !== 'failed' && (
        <Progress>
          <Bar
            role="progressbar"
            aria-label="Extraction progress"
            aria-valuemin={0}
            aria-valuemax={state.progress.total}
            aria-valuenow={state.progress.done}
            aria-valuetext={progressText(state.progress)}
          >
            <Fill style={{ width: `${state.progress.total ? (100 * state.progress.done) / state.progress.total : 0}%` }} />
          </Bar>
          <ProgressLine role="status">
            {state.phase === 'done'
              ? `${state.items.length} ${state.items.length === 1 ? 'picture' : 'pictures'} read, ${state.refused.length} not read.`
              : progressText(state.progress)}
          </ProgressLine>
        </Progress>
      )}
      {state.phase === 'failed' && <Banner>{state.message}</Banner>}
      {state.phase !== 'idle' && <RefusedFiles refused={state.refused} />}

      <Actions>
        {running && (
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        )}
        {state.phase === 'done' && state.items.length > 0 && (
          <>
            <Button onClick={() => onUpload(dataFile()!)}>Upload</Button>
            <Button variant="secondary" onClick={() => saveFile({ file: dataFile()!, fileName: caseFileName(new Date()) })}>
              Save
            </Button>
          </>
        )}
      </Actions>
    </Panel>
  )
}

const Panel = styled.section`
  display: grid;
  gap: ${theme.space(1.5)};
`

const Blurb = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
`


const DropHint = styled.span`
  color: ${theme.colour.muted};
`

const Progress = styled.div`
  display: grid;
  gap: ${theme.space(0.5)};
`

const Bar = styled.div`
  height: 8px;
  border-radius: 4px;
  background: ${theme.colour.canvas};
  border: 1px solid ${theme.colour.line};
  overflow: hidden;
`

const Fill = styled.div`
  height: 100%;
  background: ${theme.colour.brand};
`

const ProgressLine = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
`

const Actions = styled.div`
  display: flex;
  gap: ${theme.space(1)};
  &:empty {
    display: none;
  }
`
