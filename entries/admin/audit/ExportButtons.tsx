// Export as CSV and Export as PDF (spec-3 §2, §4 "Audit": "Export asks for a justification when needed"):
// every entry the submitted filters match, as a file. The service records the export with its
// justification: the stored one when there is one, else the justification dialog asks for one.

import { useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { AuditFilterQuery } from '../../../shared/api/audit.js'
import type { AuditExportFormat } from '../../../shared/api/types/audit.js'
import { isValidJustification } from '../../../shared/session/justification.js'
import { justification } from '../../../shared/session/justificationState.js'
import { JustificationDialog } from '../../../shared/shell/JustificationDialog.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import { auditStore } from './auditState.js'

const FORMAT_NAME: Record<AuditExportFormat, string> = { csv: 'CSV', pdf: 'PDF' }

export const EXPORT_WHY = 'An export is recorded in the audit log with your justification: give the case reference or the reason for this review.'

interface Props {
  licenceId: number
  filters: AuditFilterQuery
}

export function ExportButtons({ licenceId, filters }: Props) {
  useSignals()
  const [asking, setAsking] = useState<AuditExportFormat | null>(null)
  const exporting = auditStore.exporting.value
  const exportAs = (format: AuditExportFormat, given: string) => void auditStore.exportAs(licenceId, filters, format, given)
  const start = (format: AuditExportFormat) => {
    const stored = justification.value
    if (isValidJustification(stored)) exportAs(format, stored)
    else setAsking(format)
  }
  return (
    <>
      <Toolbar>
        {(['csv', 'pdf'] as const).map((format) => (
          <Button key={format} variant="secondary" onClick={() => start(format)}>
            {`Export as ${FORMAT_NAME[format]}`}
          </Button>
        ))}
        {exporting && <Loader label={`Exporting the ${FORMAT_NAME[exporting]}…`} />}
      </Toolbar>
      {asking && (
        <JustificationDialog
          request={{
            why: EXPORT_WHY,
            action: `Export as ${FORMAT_NAME[asking]}`,
            initial: auditStore.lastJustification.value,
            onGive: (given) => {
              setAsking(null)
              exportAs(asking, given)
            },
            onCancel: () => setAsking(null),
          }}
        />
      )}
    </>
  )
}
