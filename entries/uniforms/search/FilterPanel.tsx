// The Search tab's left panel (spec-3 §2 "Search tab, left filter panel"): Regions, Logo description with its
// examples, Uniform description, the Logo and Uniform label trees, Location, Text and the Age range. Typing and
// the age slider are handed on once the user pauses for a second (spec-3 §4); a tick in a tree at once.

import { styled } from 'styled-components'
import { UNIFORM_AGE_MAX, UNIFORM_AGE_MIN, UNIFORM_DESCRIPTION_MAX, UNIFORM_TEXT_MAX } from '../../../shared/api/types/constants/uniforms.js'
import { useDebouncedDraft } from '../../../shared/state/useDebouncedDraft.js'
import { CheckboxTree } from '../../../shared/ui/CheckboxTree.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { RangeSlider } from '../../../shared/ui/RangeSlider.js'
import { panelStyle } from '../../../shared/ui/panelStyle.js'
import { stack } from '../../../shared/ui/stack.js'
import { theme } from '../../../shared/ui/theme.js'
import { LocationFilter } from '../map/LocationFilter.js'
import type { FilterTrees } from './searchChips.js'
import { withFilters, type AgeRange, type SearchFilters, type SearchForm } from './searchForm.js'

/** spec-3 §2: the Logo description's help examples. */
export const LOGO_DESCRIPTION_HELP = 'Describe the badge in words, for example: “gold lion on a navy shield”, “red rose with a crown”, “open book and a torch”.'

const sameAges = (a: AgeRange, b: AgeRange) => a[0] === b[0] && a[1] === b[1]

interface Props {
  form: SearchForm
  /** null while the trees are loading. */
  trees: FilterTrees | null
  /** Changes the search as the address holds it when the change is made. */
  onUpdate: (change: (form: SearchForm) => SearchForm) => void
}

export function FilterPanel({ form, trees, onUpdate }: Props) {
  const change = (part: Partial<SearchFilters>) => onUpdate((now) => withFilters(now, part))
  const [logoDescription, setLogoDescription] = useDebouncedDraft(form.logoDescription, (logoDescription) => change({ logoDescription }))
  const [uniformDescription, setUniformDescription] = useDebouncedDraft(form.uniformDescription, (uniformDescription) => change({ uniformDescription }))
  const [text, setText] = useDebouncedDraft(form.text, (text) => change({ text }))
  const [ages, setAges] = useDebouncedDraft(form.ageRange, (ageRange) => change({ ageRange }), sameAges)
  return (
    <Panel aria-labelledby="hub-filters-title">
      <Heading id="hub-filters-title">Filters</Heading>
      {trees ? (
        <CheckboxTree label="Regions" tree={trees.regions} selected={form.regions} onChange={(regions) => change({ regions })} />
      ) : (
        <Loader label="Loading the filters…" />
      )}
      <TextField label="Logo description" rows={2} value={logoDescription} onChange={setLogoDescription} hint={LOGO_DESCRIPTION_HELP} maxLength={UNIFORM_DESCRIPTION_MAX} />
      <TextField label="Uniform description" value={uniformDescription} onChange={setUniformDescription} placeholder="e.g. navy blazer with gold trim" maxLength={UNIFORM_DESCRIPTION_MAX} />
      {trees && <CheckboxTree label="Logo label" tree={trees.logoLabels} selected={form.logoLabels} onChange={(logoLabels) => change({ logoLabels })} />}
      {trees && <CheckboxTree label="Uniform label" tree={trees.uniformLabels} selected={form.uniformLabels} onChange={(uniformLabels) => change({ uniformLabels })} />}
      <LocationFilter location={form.location} onChange={(location) => change({ location })} />
      <TextField label="Text" value={text} onChange={setText} placeholder="Name or URN" maxLength={UNIFORM_TEXT_MAX} type="search" />
      <RangeSlider
        label="Age range"
        min={UNIFORM_AGE_MIN}
        max={UNIFORM_AGE_MAX}
        value={ages}
        onChange={setAges}
        thumbLabels={['Youngest age', 'Oldest age']}
        valueText={([low, high]) => `${low} to ${high}`}
      />
    </Panel>
  )
}

const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`

const Panel = styled.section`
  ${panelStyle}
  ${stack(2.5)}
  padding: ${theme.space(2)};
  align-self: start;
`
