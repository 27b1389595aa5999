// The saved-searches page (spec-1 §2.6, §4.6): the user's searches with their counts; opening one runs it
// on the search page and marks it viewed; several can be selected and deleted, once the user has confirmed
// how many and which.

import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.js'
import { deleteQuestion } from '../saved/deleteQuestion.js'
import { savedSearches } from '../saved/savedState.js'
import { searchHrefOf } from '../saved/savedRules.js'
import { SavedSearchList } from '../saved/SavedSearchList.js'
import { SavedErrorSnackbar } from '../saved/SavedErrorSnackbar.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'

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
        <Banner action={{ label: 'Try again', onClick: () => void savedSearches.load() }}>{savedSearches.listError.value}</Banner>
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
      {confirming && <DeleteConfirm references={searches.filter((s) => selected.has(s.id)).map((s) => s.reference)} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />}
      <SavedErrorSnackbar />
    </Page>
  )
}

function DeleteConfirm({ references, onConfirm, onCancel }: { references: string[]; onConfirm: () => void; onCancel: () => void }) {
  const ask = deleteQuestion(references)
  return (
    <ConfirmDialog title={ask.title} confirmLabel={ask.confirmLabel} onConfirm={onConfirm} onCancel={onCancel}>
      <p>{ask.question}</p>
      {ask.references.length > 0 && (
        <ul aria-label="Searches to delete">
          {ask.references.map((reference, i) => (
            <li key={i}>{reference}</li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  )
}
