// The chips of the filters in force (spec-3 §2 chips bar, §4): one per region, description, logo label, text,
// location, age range and similar image, and one per group of uniform labels, grouped by the label's last word
// ("Navy Blazer" and "Black Blazer" under Blazer). Each chip knows the search without it.

import type { FilterNode } from '../../../shared/api/types/uniforms.js'
import { findNode } from '../../../shared/ui/checkboxTreeSelection.js'
import { FULL_AGE_RANGE, withFilters, type SearchForm } from './searchForm.js'

export interface SearchChip {
  key: string
  label: string
  /** The search with this chip's filter taken away. */
  without: (form: SearchForm) => SearchForm
}

export interface FilterTrees {
  regions: readonly FilterNode[]
  logoLabels: readonly FilterNode[]
  uniformLabels: readonly FilterNode[]
}

/** The label a tree gives a value; the value itself while the trees are loading or when it names no node. */
const labelIn = (tree: readonly FilterNode[], value: string) => findNode(tree, value)?.label ?? value

/** "Navy Blazer" is a Blazer; a one-word label ("Tie") is its own group. */
export function lastWord(label: string): string {
  return label.trim().split(/\s+/).at(-1) ?? label
}

/** Uniform labels by group, in the order their groups first appear. */
export function uniformLabelGroups(values: readonly string[], tree: readonly FilterNode[]): { group: string; values: string[]; labels: string[] }[] {
  const groups = new Map<string, { values: string[]; labels: string[] }>()
  for (const value of values) {
    const label = labelIn(tree, value)
    const group = lastWord(label)
    const entry = groups.get(group) ?? { values: [], labels: [] }
    entry.values.push(value)
    entry.labels.push(label)
    groups.set(group, entry)
  }
  return [...groups].map(([group, entry]) => ({ group, ...entry }))
}

const quoted = (text: string) => `“${text.trim()}”`

export function searchChips(form: SearchForm, trees: FilterTrees): SearchChip[] {
  const chips: SearchChip[] = []
  for (const value of form.regions) {
    chips.push({ key: `region:${value}`, label: `Region: ${labelIn(trees.regions, value)}`, without: (f) => withFilters(f, { regions: f.regions.filter((v) => v !== value) }) })
  }
  if (form.logoDescription.trim() !== '') {
    chips.push({ key: 'logo-description', label: `Logo description: ${quoted(form.logoDescription)}`, without: (f) => withFilters(f, { logoDescription: '' }) })
  }
  if (form.uniformDescription.trim() !== '') {
    chips.push({ key: 'uniform-description', label: `Uniform description: ${quoted(form.uniformDescription)}`, without: (f) => withFilters(f, { uniformDescription: '' }) })
  }
  for (const value of form.logoLabels) {
    chips.push({ key: `logo-label:${value}`, label: `Logo: ${labelIn(trees.logoLabels, value)}`, without: (f) => withFilters(f, { logoLabels: f.logoLabels.filter((v) => v !== value) }) })
  }
  for (const { group, values, labels } of uniformLabelGroups(form.uniformLabels, trees.uniformLabels)) {
    const shown = labels.length === 1 && labels[0] === group ? group : `${group}: ${labels.join(', ')}`
    chips.push({ key: `uniform-labels:${group}`, label: shown, without: (f) => withFilters(f, { uniformLabels: f.uniformLabels.filter((v) => !values.includes(v)) }) })
  }
  if (form.location !== '') chips.push({ key: 'location', label: 'Location: the area drawn on the map', without: (f) => withFilters(f, { location: '' }) })
  if (form.text.trim() !== '') chips.push({ key: 'text', label: `Text: ${quoted(form.text)}`, without: (f) => withFilters(f, { text: '' }) })
  const [low, high] = form.ageRange
  if (low !== FULL_AGE_RANGE[0] || high !== FULL_AGE_RANGE[1]) {
    chips.push({ key: 'ages', label: `Ages ${low} to ${high}`, without: (f) => withFilters(f, { ageRange: FULL_AGE_RANGE }) })
  }
  if (form.similarToImage !== '') {
    chips.push({ key: 'similar', label: `Similar to image ${form.similarToImage}`, without: (f) => withFilters(f, { similarToImage: '' }) })
  }
  return chips
}
