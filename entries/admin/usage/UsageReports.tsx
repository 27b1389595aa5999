// A licence's usage reports (spec-3 §7 GET /v1/licences/{id}/usage/report/{period}): the monthly summary,
// the weekly summary, each user's weeks or the users with their activity, as CSV or PDF, of every user or of
// those the licence covers now. They cover the summary months whatever the range shown above. A report is an
// export (spec-1 §5): it goes with the stored justification when there is a valid one, else the justification
// dialog asks for one, as the audit screen's export does.

import { useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { USAGE_REPORT_FORMATS, USAGE_REPORT_PERIODS, USAGE_SUMMARY_MONTHS, type UsageReportFormat, type UsageReportPeriod } from '../../../shared/api/types/usage.js'
import type { UsageReportRequest } from '../../../shared/api/usage.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Checkbox } from '../../../shared/ui/form/Checkbox.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { SelectField } from '../../../shared/ui/form/SelectField.js'
import { theme } from '../../../shared/ui/theme.js'
import { isValidJustification } from '../../../shared/session/justification.js'
import { justification } from '../../../shared/session/justificationState.js'
import { JustificationDialog } from '../../../shared/shell/JustificationDialog.js'
import { Card } from '../../../shared/ui/form/Card.js'
import type { LicenceUsageStore } from './licenceUsageState.js'

/** The reports by the names their files carry as titles (server/api/usage/licence-reports.ts). */
export const REPORT_LABELS: Readonly<Record<UsageReportPeriod, string>> = {
  summary: 'Monthly usage summary',
  weekly: 'Weekly usage summary',
  user: 'Weekly usage per user',
  activeUsers: 'Users and their activity',
}

const REPORT_CHOICES = USAGE_REPORT_PERIODS.map((value) => ({ value, label: REPORT_LABELS[value] }))
const FORMAT_LABELS: Readonly<Record<UsageReportFormat, string>> = { csv: 'CSV', pdf: 'PDF' }

export const REPORT_WHY = 'A report is recorded in the audit log with your justification: give the case reference or the reason for this review.'

export const REPORTS_COVER = `Reports cover the ${USAGE_SUMMARY_MONTHS} months before this one and this month so far, whatever the range above; the monthly and weekly summaries leave out this month and this week.`

export function UsageReports({ licenceId, store }: { licenceId: number; store: LicenceUsageStore }) {
  useSignals()
  const [period, setPeriod] = useState<UsageReportPeriod>('summary')
  const [currentUsersOnly, setCurrentUsersOnly] = useState(false)
  /** The report asked for while the dialog asks for its justification. */
  const [asking, setAsking] = useState<UsageReportRequest | null>(null)
  const downloading = store.downloading.value
  const error = store.reportError.value
  const download = (request: UsageReportRequest, given: string) => void store.downloadReport(licenceId, request, given)
  const start = (request: UsageReportRequest) => {
    const stored = justification.value
    if (isValidJustification(stored)) download(request, stored)
    else setAsking(request)
  }
  return (
    <Card place="section" title="Reports">
      <Cover>{REPORTS_COVER}</Cover>
      <Row>
        <SelectField<UsageReportPeriod> label="Report" value={period} choices={REPORT_CHOICES} onChange={setPeriod} />
        <Checkbox label="Current users only" checked={currentUsersOnly} onChange={setCurrentUsersOnly} />
      </Row>
      <Row>
        {USAGE_REPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant={format === 'csv' ? 'primary' : 'secondary'}
            disabled={downloading !== null}
            onClick={() => start({ period, format, currentUsersOnly })}
          >
            {`Download ${FORMAT_LABELS[format]}`}
          </Button>
        ))}
      </Row>
      {downloading && <Loader label={`Preparing the ${REPORT_LABELS[downloading.period].toLowerCase()} as ${FORMAT_LABELS[downloading.format]}…`} />}
      {error && <FailureNotice place="section" message={error} onDismiss={store.dismissReportError} />}
      {asking && (
        <JustificationDialog
          request={{
            why: REPORT_WHY,
            action: `Download ${FORMAT_LABELS[asking.format]}`,
            initial: store.lastJustification.value,
            onGive: (given) => {
              setAsking(null)
              download(asking, given)
            },
            onCancel: () => setAsking(null),
          }}
        />
      )}
    </Card>
  )
}

const Cover = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(2)};
`
