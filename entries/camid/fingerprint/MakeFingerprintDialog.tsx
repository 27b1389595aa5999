// "Make a fingerprint from photos" (issue 31, beyond the spec): the user chooses or drops 5 or more photos known to
// come from one camera; a worker reads them here, in the browser, and estimates the camera's fingerprint, saying
// how far it has got. The finished fingerprint is downloaded as a file (either format, .json or .xml) or taken
// straight to the upload's reference step. The photos never leave the machine: nothing is sent but the finished
// fingerprint, and only when the user uploads it.

import { useState } from 'react'
import { styled } from 'styled-components'
import { Dialog, DialogActions } from '../../../shared/ui/Dialog.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { SelectField } from '../../../shared/ui/form/SelectField.js'
import { saveFile } from '../../../shared/ui/saveFile.js'
import { theme } from '../../../shared/ui/theme.js'
import type { ReadFingerprint } from '../upload/readUpload.js'
import { LEAST_PHOTOS } from './leastPhotos.js'
import { FILE_KINDS, FORMAT_CHOICES, madeData, madeFile, madeFileName, type FileKind, type MadeFormat } from './madeFile.js'
import type { FingerprintProgress } from './messages.js'
import { sizeText } from './photoSizes.js'
import { useFingerprintMaker } from './useFingerprintMaker.js'
import { FileDropZone, FilePickButton, HiddenFileInput } from '../../../shared/ui/form/FilePickButton.js'
import { useFileDrop } from '../../../shared/ui/form/useFileDrop.js'

export const PHOTOS_ADVICE =
  'Flat, bright, unedited, full-size photos are best: a clear sky, a white wall, a sheet of paper, straight from the camera, neither resized nor edited.'
export const PHOTOS_STAY = 'The photos are read here, in this browser, and never leave this machine: only the finished fingerprint is sent, and only if you upload it.'

export const tooFewPhotos = (count: number) => `Choose at least ${LEAST_PHOTOS} photos; ${count === 1 ? '1 was' : `${count} were`} chosen.`

function progressText({ phase, done, total }: FingerprintProgress): string {
  return phase === 'sizes' ? `Checking the photos: ${done} of ${total}` : `Reading the camera's noise: ${done} of ${total} photos`
}

interface Props {
  onClose: () => void
  /** Takes the finished fingerprint to the upload's reference step. */
  onUpload: (made: ReadFingerprint) => void
}

export function MakeFingerprintDialog({ onClose, onUpload }: Props) {
  const { state, start, cancel } = useFingerprintMaker()
  const [tooFew, setTooFew] = useState<string | null>(null)
  const [format, setFormat] = useState<MadeFormat>(FORMAT_CHOICES[0]!.value)
  const [kind, setKind] = useState<FileKind>('json')
  const running = state.phase === 'running'

  const begin = (photos: File[]) => {
    if (photos.length === 0) return
    if (photos.length < LEAST_PHOTOS) {
      setTooFew(tooFewPhotos(photos.length))
      return
    }
    setTooFew(null)
    start(photos)
  }
  const photos = useFileDrop(begin, running)

  return (
    <Dialog title="Make a fingerprint from photos" onClose={onClose}>
      <Body>
        <p>Choose {LEAST_PHOTOS} or more photos that you know were taken by one camera. The more photos, the better the fingerprint.</p>
        <p>{PHOTOS_ADVICE}</p>
        <Stays>{PHOTOS_STAY}</Stays>
        <DropZone $active={photos.dragging} {...photos.zone} data-testid="fingerprint-drop-zone">
          <FilePickButton $disabled={running}>
            Choose photos
            <HiddenFileInput type="file" multiple accept="image/*" disabled={running} onChange={photos.onPick} />
          </FilePickButton>
          <span>or drop them here</span>
        </DropZone>
        {tooFew && <Banner>{tooFew}</Banner>}
        {state.phase === 'refused' && <Banner>{state.message}</Banner>}
        {running && (
          <Progress>
            <Bar max={Math.max(1, state.progress.total)} value={state.progress.done} aria-label="Fingerprint progress" aria-valuetext={progressText(state.progress)} />
            <Line role="status">{progressText(state.progress)}</Line>
          </Progress>
        )}
        {state.phase === 'done' && (
          <>
            <Line role="status">
              {`Fingerprint made from ${state.made.pictures} photos of ${sizeText(state.made)}, over their centre ${state.made.cropSize} x ${state.made.cropSize}.`}
            </Line>
            <Choices>
              <SelectField label="Format" value={format} choices={FORMAT_CHOICES} onChange={setFormat} />
              <SelectField label="File type" value={kind} choices={FILE_KINDS} onChange={setKind} />
            </Choices>
          </>
        )}
      </Body>
      <DialogActions>
        {running ? (
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        )}
        {state.phase === 'done' && (
          <>
            <Button variant="secondary" onClick={() => saveFile(madeFile(state.made, format, kind))}>
              Download
            </Button>
            <Button onClick={() => onUpload({ fileName: madeFileName(state.made, kind), data: madeData(state.made, format) })}>Upload as a query</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  )
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  p { margin: 0; line-height: 1.5; }
`

const Stays = styled.p`
  font-weight: 600;
`

/** The drop zone's text is quieter than the dialog's. */
const DropZone = styled(FileDropZone)`
  color: ${theme.colour.muted};
`

const Progress = styled.div`
  display: grid;
  gap: ${theme.space(0.5)};
`

const Bar = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${theme.colour.brand};
`

const Line = styled.p`
  font-size: ${theme.font.size.small};
`

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${theme.space(2)};
`
