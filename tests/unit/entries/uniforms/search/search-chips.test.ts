// The chips bar's chips (spec-3 §2, §4): one per filter in force, named by the trees' labels, uniform labels
// grouped by their last word, and each chip's removal taking away only its own filter, back on page 1.

import t from 'tap'
import { lastWord, searchChips, uniformLabelGroups, type FilterTrees } from '../../../../../entries/uniforms/search/searchChips.js'
import { readSearchForm, withFilters, withPage } from '../../../../../entries/uniforms/search/searchForm.js'

const leaf = (value: string, label: string) => ({ value, label, children: [] })

const trees: FilterTrees = {
  regions: [{ value: 'england', label: 'England', children: [leaf('england/north-west', 'North West'), leaf('england/london', 'London')] }],
  logoLabels: [{ value: 'animal', label: 'Animal', children: [leaf('animal/lion', 'Lion')] }],
  uniformLabels: [
    { value: 'blazer', label: 'Blazer', children: [leaf('blazer/navy', 'Navy Blazer'), leaf('blazer/black', 'Black Blazer')] },
    { value: 'tie', label: 'Tie', children: [leaf('tie/red', 'Red Tie')] },
  ],
}

const DEFAULT = readSearchForm('')

t.test('a label is grouped by its last word', async (t) => {
  t.equal(lastWord('Navy Blazer'), 'Blazer')
  t.equal(lastWord('  Bottle  Green   Cardigan/Jumper '), 'Cardigan/Jumper')
  t.equal(lastWord('Tie'), 'Tie')
  t.same(uniformLabelGroups(['blazer/navy', 'tie/red', 'blazer/black', 'tie'], trees.uniformLabels), [
    { group: 'Blazer', values: ['blazer/navy', 'blazer/black'], labels: ['Navy Blazer', 'Black Blazer'] },
    { group: 'Tie', values: ['tie/red', 'tie'], labels: ['Red Tie', 'Tie'] },
  ])
})

t.test('each filter in force has a chip, named by its label in the trees', async (t) => {
  const form = withFilters(DEFAULT, {
    regions: ['england/north-west'],
    logoDescription: ' gold lion ',
    uniformDescription: 'navy',
    logoLabels: ['animal/lion'],
    uniformLabels: ['blazer/navy', 'blazer/black', 'tie'],
    location: '55.00000,-1.00000,53.00000,-3.00000',
    text: 'Mary',
    ageRange: [5, 11],
    similarToImage: '42',
  })
  t.same(
    searchChips(form, trees).map((chip) => chip.label),
    [
      'Region: North West',
      'Logo description: “gold lion”',
      'Uniform description: “navy”',
      'Logo: Lion',
      'Blazer: Navy Blazer, Black Blazer',
      'Tie',
      'Location: the area drawn on the map',
      'Text: “Mary”',
      'Ages 5 to 11',
      'Similar to image 42',
    ],
  )
  t.same(searchChips(DEFAULT, trees), [], 'no filter, no chip')
})

t.test('a value the trees do not hold (still loading) is named by itself', async (t) => {
  const form = withFilters(DEFAULT, { regions: ['wales'] })
  t.same(searchChips(form, { regions: [], logoLabels: [], uniformLabels: [] }).map((chip) => chip.label), ['Region: wales'])
})

t.test('removing a chip takes away its own filter only, and goes back to page 1', async (t) => {
  const form = withPage(withFilters(DEFAULT, { regions: ['england/north-west', 'england/london'], uniformLabels: ['blazer/navy', 'tie/red', 'blazer/black'], ageRange: [5, 11] }), 4)
  const chips = searchChips(form, trees)
  const byLabel = (label: string) => chips.find((chip) => chip.label === label)!
  const withoutLondon = byLabel('Region: London').without(form)
  t.same(withoutLondon.regions, ['england/north-west'])
  t.same(withoutLondon.uniformLabels, form.uniformLabels)
  t.equal(withoutLondon.page, 1)
  t.same(byLabel('Blazer: Navy Blazer, Black Blazer').without(form).uniformLabels, ['tie/red'], 'a group goes as one')
  t.same(byLabel('Ages 5 to 11').without(form).ageRange, [2, 19])
})
