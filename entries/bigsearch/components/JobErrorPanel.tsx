// A job that failed, or whose state could not be read (spec-2 §2 "Job screen states", Error; §8): the
// message, Retry and Cancel, and Reprocess for a job the service marked ERROR (spec-2 §4).

import { Button } from '../../../shared/ui/form/Button.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import { Panel } from './SearchingPanel.js'

interface Props {
  message: string
  onRetry: () => void
  onCancel: () => void
  /** Offered for a job in ERROR. */
  reprocess?: { run: () => void; running: boolean; error: string | null }
}

export function JobErrorPanel({ message, onRetry, onCancel, reprocess }: Props) {
  return (
    <Panel aria-labelledby="bigsearch-error">
      <h2 id="bigsearch-error">Something went wrong</h2>
      <p role="alert">{message}</p>
      <p>If the problem persists, please contact us for help.</p>
      {reprocess?.error && <p role="alert">{reprocess.error}</p>}
      <Toolbar $gap={1}>
        <Button onClick={onRetry}>Retry</Button>
        {reprocess && (
          <Button variant="secondary" onClick={reprocess.run} disabled={reprocess.running} aria-busy={reprocess.running}>
            Reprocess
          </Button>
        )}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Toolbar>
    </Panel>
  )
}
