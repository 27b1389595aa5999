// Files given to a drop zone or its hidden file input (FilePickButton.tsx): the zone's handlers, whether files are
// being dragged over it, and the files handed on as a list, never while the dialog is busy with the last ones.

import { useState, type ChangeEvent, type DragEvent } from 'react'

export interface FileDrop {
  dragging: boolean
  /** The zone's drag handlers. */
  zone: {
    onDragEnter: (event: DragEvent) => void
    onDragOver: (event: DragEvent) => void
    onDragLeave: () => void
    onDrop: (event: DragEvent) => void
  }
  /** The file input's change handler. */
  onPick: (event: ChangeEvent<HTMLInputElement>) => void
}

export function useFileDrop(onFiles: (files: File[]) => void, busy: boolean): FileDrop {
  const [dragging, setDragging] = useState(false)
  const over = (event: DragEvent) => {
    event.preventDefault()
    if (!busy) setDragging(true)
  }
  return {
    dragging,
    zone: {
      onDragEnter: over,
      onDragOver: over,
      onDragLeave: () => setDragging(false),
      onDrop: (event) => {
        event.preventDefault()
        setDragging(false)
        if (!busy) onFiles([...event.dataTransfer.files])
      },
    },
    onPick: (event) => {
      const files = [...(event.target.files ?? [])]
      // The same file may be picked again after it was removed.
      event.target.value = ''
      onFiles(files)
    },
  }
}
