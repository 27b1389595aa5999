// The upload-fingerprint dialog (spec-2 §4 "Fingerprint upload"): the user chooses a .json or .xml file, which is
// read here, in the browser (its type and fields checked, each refusal in the spec's words); then the reference
// step: one of the caller's references or a new one, Save or Cancel. Save submits the file's data with its
// reference; the dialog closes and the queries page says so. A fingerprint made from photos on this page comes in
// with its data already read and starts at the reference step.

import { useRef, useState } from 'react'
import { styled } from 'styled-components'
import { Dialog, DialogActions } from '../../../shared/ui/Dialog.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { theme } from '../../../shared/ui/theme.js'
import { ReferenceStep } from './ReferenceStep.js'
import { readUpload, type ReadFingerprint } from './readUpload.js'
import { OneFileInput } from '../../../shared/ui/form/OneFileInput.js'

interface Props {
  /** A fingerprint made on this page: the dialog starts at the reference step. */
  made?: ReadFingerprint
  onClose: () => void
}

export function UploadDialog({ made, onClose }: Props) {
  const [read, setRead] = useState<ReadFingerprint | null>(made ?? null)
  const [problem, setProblem] = useState<string | null>(null)
  const picker = useRef<HTMLInputElement>(null)

  async function choose(file: File | undefined): Promise<void> {
    if (!file) return
    setProblem(null)
    const result = await readUpload(file)
    if (result.ok) setRead({ fileName: file.name, data: result.data })
    else setProblem(result.message)
  }

  return (
    <Dialog title="Upload fingerprint" onClose={onClose} width="narrow">
      {read ? (
        <ReferenceStep fingerprint={read} onCancel={onClose} onDone={onClose} />
      ) : (
        <Step>
          <p>Choose a camera&apos;s fingerprint file (.json or .xml). It is read here first; only its fingerprint is sent.</p>
          {problem && <Banner>{problem}</Banner>}
          <OneFileInput inputRef={picker} accept=".json,.xml" label="Fingerprint file" onFile={(file) => void choose(file)} />
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => picker.current?.click()} autoFocus>
              Choose a file
            </Button>
          </DialogActions>
        </Step>
      )}
    </Dialog>
  )
}

const Step = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  p { margin: 0; line-height: 1.5; }
`
