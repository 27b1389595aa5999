// The Hub's search as its address holds it (spec-3 §2, §3, §4, §5): a reload reads back what was written, the
// similar-image link form is written as the spec gives it, the rules of a change, and the call a search makes.

import t from 'tap'
import {
  clearAll, hasActiveFilter, NO_FILTERS, readSearchForm, searchHref, searchRequest, similarImageHref, withFilters, withMatchingImagesOnly, withPage,
  withSize, withView, withViewLabels, withViewTypes, writeSearchForm, type SearchForm,
} from '../../../../../entries/uniforms/search/searchForm.js'

const DEFAULT = readSearchForm('')

const everything: SearchForm = {
  text: 'St Mary',
  location: '55.00000,-1.00000,53.00000,-3.00000',
  logoDescription: 'gold lion',
  uniformDescription: 'navy blazer',
  logoLabels: ['logo/animal/lion'],
  uniformLabels: ['uniform/blazer/navy', 'uniform/tie/red'],
  regions: ['england/north-west', 'wales'],
  similarToImage: '42',
  ageRange: [5, 11],
  view: 'grid',
  matchingImagesOnly: true,
  viewTypes: ['UNIFORM'],
  viewLabels: ['Blazer', 'Cardigan/Jumper'],
  page: 3,
  size: 100,
}

t.test('an empty address is no filter, the list view, page 1 of 50, ages 2 to 19', async (t) => {
  t.same(DEFAULT, { ...NO_FILTERS, view: 'list', matchingImagesOnly: false, viewTypes: [], viewLabels: [], page: 1, size: 50 })
  t.equal(writeSearchForm(DEFAULT).toString(), '', 'the defaults are left out of the address')
  t.equal(searchHref(DEFAULT), '/uniforms/search')
})

t.test('every value written is read back: a reload restores the whole search', async (t) => {
  const written = writeSearchForm(everything).toString()
  t.same(readSearchForm(written), everything)
  t.same(readSearchForm(`?${written}`), everything)
})

t.test('the similar-image link is the spec\'s link form', async (t) => {
  t.equal(similarImageHref('1234'), '/uniforms/search?similar-to-image=1234&view=grid&matching-images-only=1')
  const form = readSearchForm('similar-to-image=1234&view=grid&matching-images-only=1')
  t.equal(form.similarToImage, '1234')
  t.equal(form.view, 'grid')
  t.equal(form.matchingImagesOnly, true)
})

t.test('a value the address cannot hold is its default, and the rest stand', async (t) => {
  const form = readSearchForm('view=table&min-age=1&max-age=40&size=30&page=0&similar-to-image=abc&location=north&view-types=LOGO,PHOTO&view-labels=Tie,Hat&text=ok')
  t.equal(form.view, 'list')
  t.same(form.ageRange, [2, 19])
  t.equal(form.size, 50)
  t.equal(form.page, 1)
  t.equal(form.similarToImage, '')
  t.equal(form.location, '')
  t.same(form.viewTypes, ['LOGO'])
  t.same(form.viewLabels, ['Tie'])
  t.equal(form.text, 'ok')
})

t.test('ages given the wrong way round are read the right way round', async (t) => {
  t.same(readSearchForm('min-age=12&max-age=7').ageRange, [7, 12])
})

t.test('no search is made without an active filter; the view and its options are not filters', async (t) => {
  t.equal(hasActiveFilter(DEFAULT), false)
  t.equal(searchRequest({ ...DEFAULT, view: 'map', viewTypes: ['LOGO'], viewLabels: ['Tie'], matchingImagesOnly: true }), null)
  t.equal(searchRequest(withFilters(DEFAULT, { text: '   ' })), null, 'spaces are no text')
  for (const change of [
    { text: 'x' },
    { location: everything.location },
    { logoDescription: 'lion' },
    { uniformDescription: 'blazer' },
    { logoLabels: ['a'] },
    { uniformLabels: ['b'] },
    { regions: ['c'] },
    { similarToImage: '7' },
    { ageRange: [2, 18] as const },
    { ageRange: [3, 19] as const },
  ]) {
    t.ok(searchRequest(withFilters(DEFAULT, change)), `${JSON.stringify(change)} is a filter`)
  }
})

t.test('the view decides the paging type and the page size; the map asks for the first 500 schools', async (t) => {
  const base = withPage(withFilters({ ...DEFAULT, size: 25 }, { text: 'x' }), 4)
  const requestIn = (view: SearchForm['view']) => searchRequest({ ...base, view })!
  t.match(requestIn('list'), { pagingType: 'SCHOOL', page: 4, resultsPerPage: 25 })
  t.match(requestIn('grid'), { pagingType: 'IMAGE', page: 4, resultsPerPage: 25 })
  t.match(requestIn('compact'), { pagingType: 'IMAGE', page: 4, resultsPerPage: 25 })
  t.match(requestIn('map'), { pagingType: 'SCHOOL', page: 1, resultsPerPage: 500 })
})

t.test('an age at the slider\'s end is sent as not set', async (t) => {
  t.match(searchRequest(withFilters(DEFAULT, { ageRange: [2, 11] })), { minAge: null, maxAge: 11 })
  t.match(searchRequest(withFilters(DEFAULT, { ageRange: [5, 19] })), { minAge: 5, maxAge: null })
  t.match(searchRequest(withFilters(DEFAULT, { ageRange: [4, 4] })), { minAge: 4, maxAge: 4 })
})

t.test('the request carries every filter and option as the form holds them', async (t) => {
  t.same(searchRequest(everything), {
    text: 'St Mary',
    location: everything.location,
    logoDescription: 'gold lion',
    uniformDescription: 'navy blazer',
    logoLabels: everything.logoLabels,
    uniformLabels: everything.uniformLabels,
    regions: everything.regions,
    similarToImage: '42',
    minAge: 5,
    maxAge: 11,
    matchingImagesOnly: true,
    viewTypes: ['UNIFORM'],
    viewLabels: ['Blazer', 'Cardigan/Jumper'],
    pagingType: 'IMAGE',
    page: 3,
    resultsPerPage: 100,
  })
})

t.test('any change but the page itself goes back to page 1', async (t) => {
  const onPage3 = { ...everything, page: 3 }
  t.equal(withFilters(onPage3, { text: 'other' }).page, 1)
  t.equal(withView(onPage3, 'list').page, 1)
  t.equal(withSize(onPage3, 25).page, 1)
  t.equal(withMatchingImagesOnly(onPage3, false).page, 1)
  t.equal(withViewTypes(onPage3, ['LOGO']).page, 1)
  t.equal(withViewLabels(onPage3, ['Tie']).page, 1)
  t.equal(withPage(onPage3, 5).page, 5)
})

t.test('turning Uniforms off clears the garments; keeping it on keeps them', async (t) => {
  t.same(withViewTypes(everything, ['LOGO']).viewLabels, [])
  t.same(withViewTypes(everything, []).viewLabels, [])
  t.same(withViewTypes(everything, ['LOGO', 'UNIFORM']).viewLabels, ['Blazer', 'Cardigan/Jumper'])
})

t.test('Clear all sets the ages to 2-19 and empties every filter, keeping the view and the page size', async (t) => {
  const cleared = clearAll(everything)
  t.same(cleared, { ...everything, ...NO_FILTERS, viewTypes: [], viewLabels: [], page: 1 })
  t.equal(cleared.view, 'grid')
  t.equal(cleared.size, 100)
  t.equal(hasActiveFilter(cleared), false)
})
