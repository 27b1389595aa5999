// spec-1 §4.5 "Saving a search": the reference dialog, then saving, then "Search Saved: {reference}" with
// a link to the saved-searches page. A failed save goes back to the reference, its error in the snackbar.

import { useState } from 'react'
import { Link } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { Button } from '../../../shared/ui/form/Button.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { Dialog, DialogActions } from '../../../shared/ui/Dialog.js'
import { referenceProblem, REFERENCE_EXISTS, SAVED_SEARCHES_PATH } from './savedRules.js'
import { savedSearches } from './savedState.js'

interface Props {
  /** The page's filters as the query the search is saved under. */
  queryString: string
  onClose: () => void
}

export function SaveSearchDialog({ queryString, onClose }: Props) {
  useSignals()
  const [reference, setReference] = useState('')
  const saving = savedSearches.saving.value
  const problem = referenceProblem(reference, savedSearches.searches.value.map((s) => s.reference))
  const close = () => {
    savedSearches.closeSave()
    onClose()
  }

  if (saving.kind === 'saved') {
    return (
      <Dialog title="Save Search" onClose={close}>
        <p role="status">Search Saved: {saving.reference}</p>
        <DialogActions>
          <Link href={SAVED_SEARCHES_PATH}>Go to Saved Searches</Link>
          <Button onClick={close}>Close</Button>
        </DialogActions>
      </Dialog>
    )
  }
  return (
    <Dialog title="Save Search" onClose={close}>
      {saving.kind === 'saving' ? (
        <Loader label="Saving..." />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (problem === null) void savedSearches.save(reference, queryString)
          }}
        >
          <TextField
            label="Reference"
            value={reference}
            onChange={setReference}
            required
            autoFocus
            maxLength={200}
            hint="A name for this search, such as a case number."
            // spec-1 §5: the duplicate is named as it is typed; an empty field is simply not ready.
            error={problem === REFERENCE_EXISTS ? problem : undefined}
          />
          <DialogActions>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={problem !== null}>
              Set Reference
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  )
}
