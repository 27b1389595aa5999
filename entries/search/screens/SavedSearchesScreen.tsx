// The saved-searches page (spec-1 §2.6, §4.6): the user's searches with their counts; opening one runs it
// on the search page and marks it viewed; several can be selected and deleted, once the user has confirmed
// how many and which.

import { Suspense, useEffect, useState } from 'react'
// The page is itself a later part of the area (laterParts.ts): its dialog comes with it.
import { DeleteSearchesDialog } from '../saved/DeleteSearchesDialog.js'
import { useLocation } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import { savedSearches } from '../saved/savedState.js'
import { searchHrefOf } from '../saved/savedRules.js'
import { SavedSearchList } from '../saved/SavedSearchList.js'
import { SavedErrorSnackbar } from '../saved/SavedErrorSnackbar.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'

// The question is fetched when first asked, keeping the dialog out of the page's first load.

export function SavedSearchesScreen() {
  useSignals()
  const [, navigate] = useLocation()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [confirming, setConfirming] = useState(false)
  const list = savedSearches.list.value
  const searches = savedSearches.searches.value
  const deleting = savedSearches.deleting.value === 'deleting'

  // Counts change as sightings arrive: the page asks afresh each time it opens.
  useEffect(() => {
    void savedSearches.load()
  }, [])

  const select = (id: number, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const remove = async () => {
    setConfirming(false)
    const removed = await savedSearches.remove([...selected])
    // What the service did not delete stays selected, so the user can see which and try again.
    setSelected((now) => new Set([...now].filter((id) => !removed.includes(id))))
  }

  return (
    <Page aria-labelledby="saved-title">
      <Title id="saved-title">Saved Searches</Title>
      {list === 'requesting' && searches.length === 0 && <Loader label="Loading saved searches..." />}
      {list === 'failed' && savedSearches.listError.value && (
        <FailureNotice place="section" message={savedSearches.listError.value} onTryAgain={() => void savedSearches.load()} />
      )}
      {list === 'received' && searches.length === 0 && (
        <p>You have no saved searches yet. Save one from the search page and we will tell you when something new turns up.</p>
      )}
      {searches.length > 0 && (
        <>
          <Toolbar>
            <Button variant="secondary" disabled={selected.size === 0 || deleting} onClick={() => setConfirming(true)}>
              {selected.size > 0 ? `Delete selected (${selected.size})` : 'Delete selected'}
            </Button>
            {deleting && <Loader label="Deleting..." />}
          </Toolbar>
          <SavedSearchList
            searches={searches}
            selected={selected}
            onSelect={select}
            onSelectAll={(on) => setSelected(on ? new Set(searches.map((s) => s.id)) : new Set())}
            onOpen={(search) => {
              void savedSearches.markViewed(search.id)
              navigate(searchHrefOf(search))
            }}
          />
        </>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <DeleteSearchesDialog
            references={searches.filter((s) => selected.has(s.id)).map((s) => s.reference)}
            onConfirm={() => void remove()}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
      <SavedErrorSnackbar />
    </Page>
  )
}
