// The leads panel's menu (spec-2 §2 "Leads panel"): Export, which asks for a justification (3 to 1000
// characters, spec-2 §6) and then downloads the job's data as a JSON file through the one-time link.

import { useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { JustificationDialog } from '../../../shared/shell/JustificationDialog.js'
import { DropdownMenu } from '../../../shared/ui/DropdownMenu.js'
import { openDownload } from '../../../shared/ui/openDownload.js'
import { theme } from '../../../shared/ui/theme.js'
import { bigSearchState } from '../state.js'

export function LeadsMenu({ jobId }: { jobId: string }) {
  useSignals()
  const [asking, setAsking] = useState(false)
  const error = bigSearchState.exportError.value
  return (
    <Frame>
      <DropdownMenu kind="menu" label="Options" panelLabel="Options" align="right">
        {(close) => (
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              close()
              bigSearchState.dismissExportError()
              setAsking(true)
            }}
          >
            Export
          </button>
        )}
      </DropdownMenu>
      {error && <ErrorText role="alert">{`Export failed: ${error}`}</ErrorText>}
      {asking && (
        <JustificationDialog
          request={{
            why: "Exporting a search's data needs a justification, such as a case reference. It is recorded with the export.",
            action: 'Export',
            onCancel: () => setAsking(false),
            onGive: (justification) => {
              setAsking(false)
              void bigSearchState.exportLink(jobId, justification).then((url) => url && openDownload(url))
            },
          }}
        />
      )}
    </Frame>
  )
}

const Frame = styled.div`
  position: relative;
`

const ErrorText = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.colour.danger};
`
