// The Lead Sources dialog (spec-2 §2 "Detail panel"): the case's files that gave the lead, by position in the
// query with their hash (an MD5 or SHA1 chip and the value) or file name, each copied with the 2-second
// 'Copied to clipboard' toast. 360 px wide (spec-2 §9).

import { useEffect, useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { COPY_TOAST_MS, type LeadSource } from '../../../shared/api/types/bigsearch.js'
import { createSelfClearingMessage } from '../../../shared/state/selfClearingMessage.js'
import { CopyButton } from '../../../shared/ui/CopyButton.js'
import { Dialog, DialogActions } from '../../../shared/ui/Dialog.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { badgeStyle } from '../../../shared/ui/badgeStyle.js'
import { theme } from '../../../shared/ui/theme.js'

/** What names a source: its MD5, else its SHA1, else its file name. */
function sourceValue(source: LeadSource): { chip: 'MD5' | 'SHA1' | null; text: string } {
  if (source.md5) return { chip: 'MD5', text: source.md5 }
  if (source.sha1) return { chip: 'SHA1', text: source.sha1 }
  return { chip: null, text: source.filename ?? '' }
}

export function LeadSourcesDialog({ sources, onClose }: { sources: readonly LeadSource[]; onClose: () => void }) {
  useSignals()
  // A second copy restarts the two seconds (the shared self-clearing message).
  const [toast] = useState(() => createSelfClearingMessage(COPY_TOAST_MS))
  useEffect(() => () => toast.dismiss(), [toast])
  const byHash = sources.some((s) => s.md5 || s.sha1)
  return (
    <Dialog title="Lead sources" describedBy="lead-sources-why" width="narrow" onClose={onClose}>
      <Narrow>
        <p id="lead-sources-why">Your query contained the following file(s) that matched this lead</p>
        <Table>
          <thead>
            <tr>
              <th scope="col">Position in query</th>
              <th scope="col">{byHash ? 'Hash' : 'Filename'}</th>
              <th scope="col">
                <Hidden>Copy</Hidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {sources.map((source) => {
              const { chip, text } = sourceValue(source)
              return (
                <tr key={`${source.index}-${text}`}>
                  <td>{source.index}</td>
                  <td>
                    {chip && <Chip>{chip}</Chip>}
                    <Value>{text}</Value>
                  </td>
                  <td>
                    <CopyButton compact text={text} label={`${chip ?? 'file name'} of position ${source.index}`} onCopied={() => toast.show('Copied to clipboard')} />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </Table>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
        <Toast role="status">{toast.text.value ?? ''}</Toast>
      </Narrow>
    </Dialog>
  )
}

// The dialog kit's narrow panel is wider than the spec's 360 px: the content keeps to it.
const Narrow = styled.div`
  width: min(360px, 100%);
  p { margin: 0 0 ${theme.space(1.5)}; }
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.small};
  th, td { padding: ${theme.space(0.5)}; text-align: left; border-bottom: 1px solid ${theme.colour.line}; vertical-align: top; }
`

const Chip = styled.span`
  display: inline-block;
  margin-right: ${theme.space(0.5)};
  ${badgeStyle}
`

const Value = styled.span`
  font-family: ${theme.font.mono};
  word-break: break-all;
`

const Toast = styled.p`
  &:empty { padding: 0; }
  margin: ${theme.space(1)} 0 0;
  padding: ${theme.space(1)};
  color: ${theme.colour.paper};
  background: ${theme.colour.ink};
  border-radius: ${theme.radius};
  text-align: center;
`

const Hidden = styled.span`
  ${theme.visuallyHidden}
`
