// A hidden input that picks one file, opened by a button of the screen's own (its ref's click()): the file chosen
// is handed on and the input emptied, so that choosing the same file again, after a refusal, is seen again.

import type { RefObject } from 'react'

interface Props {
  inputRef: RefObject<HTMLInputElement | null>
  /** The input's accept list: extensions and types. */
  accept: string
  /** Its accessible name. */
  label: string
  onFile(file: File | undefined): void
}

export function OneFileInput({ inputRef, accept, label, onFile }: Props) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      hidden
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0]
        event.target.value = ''
        onFile(file)
      }}
    />
  )
}
