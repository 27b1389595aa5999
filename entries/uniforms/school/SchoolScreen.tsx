// A school's page (spec-3 §2 "/uniforms/schools/{schoolId}", §4, §8): the school, the image chosen when the
// address names one, and the school's gallery. A failed call shows no message (it is only logged): the page says
// only what it could not show.

import { useEffect } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { styled } from 'styled-components'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { theme } from '../../../shared/ui/theme.js'
import { SEARCH_PATH } from '../search/searchForm.js'
import { searchStore } from '../search/searchState.js'
import { SchoolDetails } from './SchoolDetails.js'
import { SchoolGallery } from './SchoolGallery.js'
import { SelectedImage } from './SelectedImage.js'
import { schoolStore as store } from './schoolState.js'

export const SCHOOL_NOT_SHOWN = 'The school could not be shown.'

interface Props {
  schoolId: string
  selectedImageId?: string
}

export function SchoolScreen({ schoolId, selectedImageId }: Props) {
  useSignals()
  useEffect(() => void store.loadSchool(schoolId), [schoolId])
  useEffect(() => void store.loadGallery(schoolId), [schoolId])
  useEffect(() => void store.loadSelected(schoolId, selectedImageId ?? null), [schoolId, selectedImageId])
  // A newly chosen image is shown from the top, where it stands.
  useEffect(() => {
    if (selectedImageId) window.scrollTo(0, 0)
  }, [selectedImageId])

  const school = store.school.value
  const selected = store.selected.value
  const gallery = store.gallery.value
  const flagging = store.flagging.value.size > 0
  return (
    <Column>
      <p>
        <Link href={searchStore.lastSearch.value ?? SEARCH_PATH}>Back to the search</Link>
      </p>
      {school.kind === 'loading' && <Loader label="Loading the school…" />}
      {school.kind === 'failed' && <p role="status">{SCHOOL_NOT_SHOWN}</p>}
      {school.kind === 'loaded' && <SchoolDetails school={school.school} />}
      {selectedImageId && selected.kind === 'loading' && <Loader label="Loading the image…" />}
      {selectedImageId && selected.kind === 'loaded' && <SelectedImage image={selected.image} flagging={flagging} onFlag={(image) => void store.flagPii(image)} />}
      {gallery.schoolId === schoolId && <SchoolGallery gallery={gallery} selectedImageId={selectedImageId} onShowMore={() => void store.showMore()} />}
    </Column>
  )
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  > p { margin: 0; }
`
