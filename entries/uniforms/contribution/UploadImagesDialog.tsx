// The "Upload images" dialog (spec-3 §2, §5): images dropped on it or picked (JPEG or PNG), each given its style
// ("Uniform photo", "Uniform product photo", "Logo"); Upload, on only once every image has a style and none is on
// its way, sends them one by one. An image the service refuses stays, with the service's message naming it; the
// dialog closes once every image was taken.

import { useRef, useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import type { Reply } from '../../../shared/api/types/reply.js'
import type { SchoolImagesUploadedReply } from '../../../shared/api/types/uniforms.js'
import type { UploadImageStyle } from '../../../shared/api/types/constants/uniforms.js'
import { createAction } from '../../../shared/state/action.js'
import { Dialog, DialogActions } from '../../../shared/ui/Dialog.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { FileDropZone, FilePickButton, HiddenFileInput } from '../../../shared/ui/form/FilePickButton.js'
import { useFileDrop } from '../../../shared/ui/form/useFileDrop.js'
import { theme } from '../../../shared/ui/theme.js'
import { ChosenImageRow } from './ChosenImageRow.js'
import { addChoices, canUpload, IMAGE_ACCEPT, refusalOf, type ChosenImage } from './uploadSelection.js'

interface Props {
  upload: (file: File, fileName: string, style: UploadImageStyle) => Promise<Reply<SchoolImagesUploadedReply>>
  onClose: () => void
}

export function UploadImagesDialog({ upload, onClose }: Props) {
  useSignals()
  const [chosen, setChosen] = useState<ChosenImage[]>([])
  const [problems, setProblems] = useState<string[]>([])
  const [uploading] = useState(createAction)
  const keys = useRef(0)
  const busy = uploading.isBusy()

  const add = (files: File[]) => {
    if (files.length === 0) return
    const next = addChoices(chosen, files, () => `image-${++keys.current}`)
    setChosen(next.chosen)
    setProblems(next.problems)
  }
  const files = useFileDrop(add, busy)
  const change = (key: string, change: Partial<ChosenImage>) => setChosen((now) => now.map((image) => (image.key === key ? { ...image, ...change } : image)))
  const remove = (key: string) => setChosen((now) => now.filter((image) => image.key !== key))

  async function send(): Promise<void> {
    if (!canUpload(chosen, busy)) return
    setProblems([])
    let left = chosen
    await uploading.run(async () => {
      for (const image of chosen) {
        if (image.style === null) continue
        const reply = await upload(image.file, image.file.name, image.style)
        left = reply.success
          ? left.filter((c) => c.key !== image.key)
          : left.map((c) => (c.key === image.key ? { ...c, refusal: refusalOf(image.file.name, reply.error) } : c))
        setChosen(left)
      }
      return { success: true }
    })
    if (left.length === 0) onClose()
  }

  return (
    <Dialog title="Upload images" onClose={onClose}>
      <Body>
        <p>Drop JPEG or PNG images here, or choose them, then give each one its style.</p>
        <DropZone $active={files.dragging} {...files.zone} data-testid="upload-drop-zone">
          <FilePickButton $disabled={busy}>
            Choose images
            <HiddenFileInput type="file" multiple accept={IMAGE_ACCEPT} disabled={busy} onChange={files.onPick} />
          </FilePickButton>
          <span>or drop them here</span>
        </DropZone>
        {problems.map((problem) => (
          <Banner key={problem}>{problem}</Banner>
        ))}
        {chosen.length > 0 && (
          <Chosen aria-label="Images to upload">
            {chosen.map((image) => (
              <ChosenImageRow
                key={image.key}
                image={image}
                disabled={busy}
                onStyle={(style) => change(image.key, { style, refusal: null })}
                onRemove={() => remove(image.key)}
              />
            ))}
          </Chosen>
        )}
      </Body>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!canUpload(chosen, busy)} aria-busy={busy} onClick={() => void send()}>
          {busy ? 'Uploading…' : 'Upload'}
        </Button>
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

const DropZone = styled(FileDropZone)`
  justify-content: center;
  min-height: 6rem;
  color: ${theme.colour.muted};
`

const Chosen = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`
