// The BigSearch job screen, /bigsearch/{jobId} (spec-2 §2 "Job screen states", §4 "BigSearch job"): which case
// it is (JobHeading), and the job's state polled once a second until it is finished; Searching with its
// progress, the error with Retry and Cancel, or the results: the leads panel and the detail panel.

import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Page } from '../../../shared/ui/ScreenLayout.js'
import { JobHeading } from '../components/JobHeading.js'
import { JobErrorPanel } from '../components/JobErrorPanel.js'
import { SearchingPanel } from '../components/SearchingPanel.js'
import { bigSearchState } from '../state.js'
import { lazyScreen } from '../../../shared/shell/lazyScreen.js'

// The results (leads, sightings, dialogs and the search filter model they query with) come in their own chunk:
// the upload screen, the area's first stop, does not pay for them.
const JobResults = lazyScreen(() => import('../components/JobResults.js').then((m) => m.JobResults), 'Loading the leads…')

export function JobScreen({ jobId }: { jobId: string }) {
  useSignals()
  const [, navigate] = useLocation()
  const [cancelling, setCancelling] = useState(false)
  useEffect(() => {
    bigSearchState.follow(jobId)
    return () => bigSearchState.leave()
  }, [jobId])

  const job = bigSearchState.job.value
  const toUpload = () => navigate('/bigsearch')
  const reprocess = { run: () => void bigSearchState.reprocess(jobId), running: bigSearchState.reprocessing.value, error: bigSearchState.reprocessError.value }

  function body() {
    if (job.kind === 'idle' || job.jobId !== jobId || job.kind === 'loading') return <Loader label="Loading the search…" />
    if (job.kind === 'failed') return <JobErrorPanel message={job.error} onRetry={() => bigSearchState.follow(jobId)} onCancel={toUpload} />
    const { status } = job
    switch (status.status) {
      case 'COMPLETE':
        return <JobResults jobId={jobId} status={status} />
      case 'ERROR':
        return (
          <JobErrorPanel
            message={status.statusText || status.error || 'The search failed.'}
            onRetry={() => bigSearchState.follow(jobId)}
            onCancel={toUpload}
            reprocess={reprocess}
          />
        )
      case 'CANCELLED':
        return <JobErrorPanel message="This search was cancelled." onRetry={() => bigSearchState.follow(jobId)} onCancel={toUpload} />
      default:
        return (
          <SearchingPanel
            status={status}
            cancelling={cancelling}
            onCancel={() => {
              setCancelling(true)
              void bigSearchState.cancelJob(jobId).then(() => {
                setCancelling(false)
                toUpload()
              })
            }}
          />
        )
    }
  }

  return (
    <Page aria-labelledby="bigsearch-job-title">
      <JobHeading jobId={jobId} status={job.kind === 'status' && job.jobId === jobId ? job.status : null} />
      {body()}
    </Page>
  )
}
