// The controls over the Hub's results (spec-3 §2 "Search tab, right side"): the count, "View results as" list,
// compact, grid or map, the "Matching images only" switch in the list view, and "Filter results by" Logos and
// Uniforms, with the garments when Uniforms is on.

import { styled } from 'styled-components'
import { UNIFORM_GARMENTS, type UniformGarment, type UniformViewType } from '../../../shared/api/types/constants/uniforms.js'
import { MultipleChoice, SingleChoice } from '../../../shared/ui/form/ButtonChoices.js'
import { Switch } from '../../../shared/ui/form/Switch.js'
import { theme } from '../../../shared/ui/theme.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import { withMatchingImagesOnly, withView, withViewLabels, withViewTypes, type SearchForm, type UniformView } from './searchForm.js'

const VIEW_CHOICES: readonly { value: UniformView; label: string }[] = [
  { value: 'list', label: 'List' },
  { value: 'compact', label: 'Compact' },
  { value: 'grid', label: 'Grid' },
  { value: 'map', label: 'Map' },
]

const TYPE_CHOICES: readonly { value: UniformViewType; label: string }[] = [
  { value: 'LOGO', label: 'Logos' },
  { value: 'UNIFORM', label: 'Uniforms' },
]

const GARMENT_CHOICES = UNIFORM_GARMENTS.map((garment) => ({ value: garment, label: garment }))

interface Props {
  form: SearchForm
  /** "Found N schools", once the results are in. */
  found: string | null
  onUpdate: (change: (form: SearchForm) => SearchForm) => void
}

export function ResultsControls({ form, found, onUpdate }: Props) {
  return (
    <Controls>
      <Toolbar $gap={2}>
        <Count role="status">{found ?? ''}</Count>
        <SingleChoice label="View results as" choices={VIEW_CHOICES} value={form.view} onChange={(view) => onUpdate((now) => withView(now, view))} />
        {form.view === 'list' && (
          <Switch label="Matching images only" on={form.matchingImagesOnly} onChange={(on) => onUpdate((now) => withMatchingImagesOnly(now, on))} />
        )}
      </Toolbar>
      <Toolbar $gap={2}>
        <MultipleChoice label="Filter results by" choices={TYPE_CHOICES} value={form.viewTypes} onChange={(types) => onUpdate((now) => withViewTypes(now, types))} />
        {form.viewTypes.includes('UNIFORM') && (
          <MultipleChoice<UniformGarment> label="Garments" choices={GARMENT_CHOICES} value={form.viewLabels} onChange={(garments) => onUpdate((now) => withViewLabels(now, garments))} />
        )}
      </Toolbar>
    </Controls>
  )
}

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
`

const Count = styled.p`
  margin: 0;
  min-width: 8rem;
  font-weight: 600;
`
