// A button that picks files: a label styled as the form kit's button, holding a visually hidden file input, so
// that the input itself takes focus and clicks (a screen reader and the keyboard meet a real file input) while the
// page shows a button. Quiet, it is the secondary button's look.

import { styled } from 'styled-components'
import { theme } from '../theme.js'

export const FilePickButton = styled.label<{ $disabled: boolean; $quiet?: boolean }>`
  position: relative;
  font-weight: 600;
  padding: ${theme.space(1)} ${theme.space(2.5)};
  border: 1px solid ${({ $quiet }) => ($quiet ? theme.colour.line : theme.colour.brand)};
  border-radius: ${theme.radius};
  background: ${({ $quiet }) => ($quiet ? theme.colour.paper : theme.colour.brand)};
  color: ${({ $quiet }) => ($quiet ? theme.colour.brand : theme.colour.brandInk)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  &:focus-within {
    outline: 2px solid ${theme.colour.brand};
    outline-offset: 2px;
  }
`

/** The file input inside a FilePickButton. */
export const HiddenFileInput = styled.input`
  ${theme.visuallyHidden}
`

/** The place files may be dropped on, around the pick buttons; `$active` while files are dragged over it. */
export const FileDropZone = styled.div<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1.5)};
  padding: ${theme.space(2)};
  border: 2px dashed ${({ $active }) => ($active ? theme.colour.brand : theme.colour.line)};
  border-radius: ${theme.radius};
  background: ${({ $active }) => ($active ? theme.colour.canvas : theme.colour.paper)};
`
