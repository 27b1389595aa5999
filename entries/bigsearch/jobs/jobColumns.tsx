// The columns of "Your searches": the file (a link to the job's screen), when it was uploaded, how far it has
// got, its leads, and its Delete button. The service sorts and pages the list (the newest first).

import { Link } from 'wouter'
import type { JobListEntry, JobStatusName } from '../../../shared/api/types/bigsearch.js'
import { formatDay } from '../../../shared/format/dates.js'
import { Button } from '../../../shared/ui/form/Button.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

/** How many characters of a job's id name a job uploaded without a file name (a JSON body). */
export const SHORT_ID_LENGTH = 12

/** What a job is called on the page: its file's name, or the start of its id. */
export const jobName = (job: Pick<JobListEntry, 'id' | 'fileName'>): string => job.fileName ?? job.id.slice(0, SHORT_ID_LENGTH)

const STATUS_WORDS: Record<JobStatusName, string> = {
  QUEUED: 'Queued',
  PROCESSING: 'Processing',
  COMPLETE: 'Complete',
  ERROR: 'Error',
  CANCELLED: 'Cancelled',
}

/** "Processing, 3 of 10" while the files are searched; the status alone otherwise. */
export function jobStatusText(job: JobListEntry): string {
  const word = STATUS_WORDS[job.status]
  if (job.status !== 'PROCESSING') return word
  return `${word}, ${groupedNumber(job.mediaProcessed)} of ${groupedNumber(job.mediaCount)}`
}

export function jobColumns(onDelete: (job: JobListEntry) => void, deleting: string | null): readonly TableColumn<JobListEntry>[] {
  return [
    { id: 'file', label: 'File', rowHeader: true, cell: (job) => <Link href={`/bigsearch/${encodeURIComponent(job.id)}`}>{jobName(job)}</Link> },
    { id: 'uploaded', label: 'Uploaded', cell: (job) => formatDay(job.created) },
    { id: 'status', label: 'Status', cell: (job) => <span title={job.statusText ?? undefined}>{jobStatusText(job)}</span> },
    { id: 'leads', label: 'Leads', cell: (job) => (job.leadCount === null ? '' : groupedNumber(job.leadCount)) },
    {
      id: 'delete',
      label: 'Delete',
      cell: (job) => (
        <Button variant="secondary" aria-label={`Delete ${jobName(job)}`} disabled={deleting !== null} aria-busy={deleting === job.id} onClick={() => onDelete(job)}>
          Delete
        </Button>
      ),
    },
  ]
}
