// A job on its way (spec-2 §2 "Job screen states", Searching): its progress, and Cancel.

import { styled } from 'styled-components'
import type { JobStatusReply } from '../../../shared/api/types/bigsearch.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { panelStyle } from '../../../shared/ui/panelStyle.js'
import { theme } from '../../../shared/ui/theme.js'
import { stack } from '../../../shared/ui/stack.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

export function SearchingPanel({ status, onCancel, cancelling }: { status: JobStatusReply; onCancel: () => void; cancelling: boolean }) {
  const { mediaProcessed, mediaCount } = status
  return (
    <Panel aria-labelledby="bigsearch-searching">
      <h2 id="bigsearch-searching">Searching</h2>
      <p>We&apos;re processing your query. Large queries may take longer to process.</p>
      <Progress>
        <progress aria-label="Files searched" value={mediaProcessed} max={Math.max(1, mediaCount)} />
        <span role="status">{`${groupedNumber(mediaProcessed)} of ${groupedNumber(mediaCount)}`}</span>
      </Progress>
      <div>
        <Button variant="secondary" onClick={onCancel} disabled={cancelling}>
          Cancel
        </Button>
      </div>
    </Panel>
  )
}

export const Panel = styled.section`
  ${stack(1.5)}
  max-width: 40rem;
  padding: ${theme.space(3)};
  ${panelStyle}
  h2 { margin: 0; font-size: ${theme.font.size.title}; }
  p { margin: 0; line-height: 1.5; }
`

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  progress { flex: 1; height: 12px; accent-color: ${theme.colour.brand}; }
`
