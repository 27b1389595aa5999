// The filter model's wire format, operator forms and validation (spec-1 §3.4, §4.5, §5, §7).

import t from 'tap'
import {
  countFilters, dimensionEdges, filterErrorMessage, filtersFromQuery, filtersToQuery, MAX_FILTERS, MAX_VALUE_LENGTH,
  operatorOf, prepareFiltersForApply, rewriteValue, tooManyFiltersMessage, validateFilter, type Filter,
} from '../../../../shared/search/filters.js'

t.test('each operator writes its value form and negative operators prefix the name with -', async (t) => {
  const filters: Filter[] = [
    { name: 'make', operator: 'is', value: 'Canon' },
    { name: 'model', operator: 'is not', value: 'EOS 5D' },
    { name: 'username', operator: 'is', value: 'abc' },
    { name: 'lens', operator: 'contains', value: 'EF' },
    { name: 'domain', operator: 'does not contain', value: '*example*' },
    { name: 'dateTimeOriginal', operator: 'between', value: '2020-01-01 - 2020-12-31' },
    { name: 'dateFirstSeen', operator: 'before', value: ' - 2021-01-01' },
    { name: 'filesize', operator: 'greater than', value: '2 MB - ' },
    { name: 'all', operator: 'does not mention', value: 'beach' },
  ]
  const q = filtersToQuery(filters)
  t.equal(q.get('make'), 'Canon')
  t.equal(q.get('-model'), 'EOS 5D')
  t.equal(q.get('lens'), '*EF*')
  t.equal(q.get('-domain'), '*example*', 'an already wrapped value is not wrapped twice')
  t.equal(q.get('dateTimeOriginal'), '2020-01-01 - 2020-12-31')
  t.equal(q.get('dateFirstSeen'), ' - 2021-01-01')
  t.equal(q.get('filesize'), '2 MB - ')
  t.equal(q.get('-all'), 'beach')
  t.equal(q.get('allowWildcards'), 'true')
})

t.test('allowWildcards is only sent when a contains or mentions operator is used', async (t) => {
  t.equal(filtersToQuery([{ name: 'make', operator: 'is', value: 'Canon' }]).has('allowWildcards'), false)
  t.equal(filtersToQuery([{ name: 'all', operator: 'mentions', value: 'x' }]).get('allowWildcards'), 'true')
})

t.test('repeated filters repeat the parameter and come back in order', async (t) => {
  const filters: Filter[] = [
    { name: 'make', operator: 'is', value: 'Canon' },
    { name: 'make', operator: 'is', value: 'Nikon' },
  ]
  const q = filtersToQuery(filters)
  t.same(q.getAll('make'), ['Canon', 'Nikon'])
  t.same(filtersFromQuery(q).filters, filters)
})

t.test('a query round-trips every operator', async (t) => {
  const filters: Filter[] = [
    { name: 'serialNumber', operator: 'is', value: '0000123' },
    { name: 'serialNumber', operator: 'is not', value: 'A1' },
    { name: 'artist', operator: 'contains', value: '*Jo*' },
    { name: 'copyright', operator: 'does not contain', value: '*Inc*' },
    { name: 'dateTimeOriginal', operator: 'is', value: '2020-05-01' },
    { name: 'dateTimeOriginal', operator: 'after', value: '2019-01-01 - ' },
    { name: 'dateLastSeen', operator: 'before', value: ' - 2022-01-01' },
    { name: 'dateFirstSeen', operator: 'between', value: '2019-01-01 - 2020-01-01' },
    { name: 'filesize', operator: 'less than', value: ' - 10 KB' },
    { name: 'longestEdge', operator: 'between', value: '100 - 2000' },
    { name: 'shortestEdge', operator: 'greater than', value: '50 - ' },
    { name: 'photoDNAFullHash', operator: 'is', value: '1,2,3' },
    { name: 'location', operator: 'is', value: '51.5:-0.12:5:MILES' },
    { name: 'all', operator: 'mentions', value: 'beach' },
    { name: 'all', operator: 'does not mention', value: 'night' },
  ]
  const back = filtersFromQuery(filtersToQuery(filters))
  t.same(back.errors, [])
  t.same(back.filters, filters)
})

t.test('a location goes out with its unit in the spec form, whichever form it was read in', async (t) => {
  const q = filtersToQuery([{ name: 'location', operator: 'is', value: '53.48095:-2.23743:10:Miles' }])
  t.equal(q.get('location'), '53.48095:-2.23743:10:MILES')
})

t.test('search-state and marketing parameters are not filters', async (t) => {
  const q = new URLSearchParams(
    'page=2&resultSize=50&firstLogin=1&filtered=x&sorted=y&expanded=z&center=1,2&zoom=3&mustHaveGPS=true' +
      '&paliscope=1&groupBy=camera&utm_source=mail&utm_campaign=x&allowWildcards=true&exists=location&format=grid&sort=a&make=Canon',
  )
  const { filters, errors } = filtersFromQuery(q)
  t.same(errors, [])
  t.same(filters, [{ name: 'make', operator: 'is', value: 'Canon' }])
})

t.test('legacy names become current names', async (t) => {
  const q = new URLSearchParams('Make=Canon&SourceFile=a.jpg&PHOTODNA=1&LensModel=EF&Software=GIMP&-SerialNumber=1&DateTimeOriginal=2020-01-01&ImageUniqueID=u&OwnerName=o&Artist=a&Copyright=c&InternalSerialNumber=i&LensSerialNumber=l')
  const { filters, errors } = filtersFromQuery(q)
  t.same(errors, [])
  t.same(filters.map((f) => f.name), [
    'make', 'fileName', 'photoDNAFullHash', 'lens', 'exifSoftware', 'serialNumber', 'dateTimeOriginal',
    'imageUniqueId', 'ownerName', 'artist', 'copyright', 'internalSerialNumber', 'lensSerialNumber',
  ])
  t.equal(filters[5]?.operator, 'is not')
})

t.test('operatorOf reads the form of the value for the field kind', async (t) => {
  t.equal(operatorOf('make', '*x*', false), 'contains')
  t.equal(operatorOf('make', '*x*', true), 'does not contain')
  t.equal(operatorOf('make', 'x', true), 'is not')
  t.equal(operatorOf('username', '*x*', false), 'is', 'exact-only fields have no contains operator')
  t.equal(operatorOf('dateTimeOriginal', ' - 2020-01-01', false), 'before')
  t.equal(operatorOf('dateTimeOriginal', '2020-01-01 - ', false), 'after')
  t.equal(operatorOf('dateTimeOriginal', '2020-01-01 - 2020-02-01', false), 'between')
  t.equal(operatorOf('dateTimeOriginal', '2020-01-01', false), 'is')
  t.equal(operatorOf('filesize', ' - 1 MB', false), 'less than')
  t.equal(operatorOf('shortestEdge', '5 - ', false), 'greater than')
  t.equal(operatorOf('all', 'x', false), 'mentions')
  t.equal(operatorOf('Something', 'x', false), 'is', 'an unknown name falls back to is')
})

t.test('changing the operator rewrites the value into the new form (spec-1 §4.5)', async (t) => {
  t.equal(rewriteValue('abc', 'is', 'contains'), '*abc*')
  t.equal(rewriteValue('*abc*', 'contains', 'is'), 'abc')
  t.equal(rewriteValue('*abc*', 'contains', 'does not contain'), '*abc*')
  t.equal(rewriteValue('2020-01-01', 'is', 'between'), '2020-01-01 - 2020-01-01')
  t.equal(rewriteValue('2020-01-01', 'is', 'before'), ' - 2020-01-01')
  t.equal(rewriteValue('2020-01-01', 'is', 'after'), '2020-01-01 - ')
  t.equal(rewriteValue(' - 5 KB', 'less than', 'greater than'), '5 KB - ')
  t.equal(rewriteValue('1 - 9', 'between', 'less than'), ' - 1')
  t.equal(rewriteValue('1 - 9', 'between', 'is'), '1')
  t.equal(rewriteValue('5 - ', 'greater than', 'between'), '5 - 5')
})

t.test('validation names what is wrong with a filter', async (t) => {
  t.equal(validateFilter({ name: 'make', operator: 'is', value: 'Canon' }), null)
  t.match(validateFilter({ name: 'nope', operator: 'is', value: 'x' }), /no such filter/)
  t.match(validateFilter({ name: 'make', operator: 'between', value: 'x' }), /operator "between"/)
  t.match(validateFilter({ name: 'make', operator: 'is', value: '  ' }), /no value/)
  t.match(validateFilter({ name: 'dateTimeOriginal', operator: 'is', value: '2020-13-01' }), /not a date/)
  t.match(validateFilter({ name: 'dateTimeOriginal', operator: 'is', value: '2020-02-30' }), /not a date/)
  t.match(validateFilter({ name: 'dateTimeOriginal', operator: 'between', value: '2021-01-01 - 2020-01-01' }), /ends before/)
  t.match(validateFilter({ name: 'filesize', operator: 'is', value: '3 TB' }), /not a size/)
  t.equal(validateFilter({ name: 'filesize', operator: 'between', value: '1 KB - 2.5 MB' }), null)
  t.match(validateFilter({ name: 'longestEdge', operator: 'is', value: '1.5' }), /whole number/)
  t.match(validateFilter({ name: 'location', operator: 'is', value: '91:0:1:Miles' }), /latitude/)
  t.match(validateFilter({ name: 'dimensions', operator: 'is', value: '1 x 2' }), /cannot be searched/)
})

t.test('a location cannot be excluded and a bad filter is reported by name', async (t) => {
  const { filters, errors } = filtersFromQuery(new URLSearchParams('-location=1:1:1:Miles&dateTimeOriginal=soon&make=Canon'))
  t.same(filters, [{ name: 'make', operator: 'is', value: 'Canon' }])
  t.same(errors.map((e) => e.name), ['location', 'dateTimeOriginal'])
  t.equal(filterErrorMessage(errors[1]!), 'The filter dateTimeOriginal is not valid: "soon" is not a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss).')
  t.match(errors[1], { key: 'dateTimeOriginal', value: 'soon', operator: 'is' }, 'the bad filter as written, so that the page can keep it')
  t.match(errors[0], { key: '-location', value: '1:1:1:Miles', operator: 'is not' })
})

t.test('on apply, hash filters are dropped and dimensions become edge filters (spec-1 §5)', async (t) => {
  t.same(
    prepareFiltersForApply([
      { name: 'hash', operator: 'is', value: 'abc' },
      { name: 'dimensions', operator: 'is', value: '1920 x 1080' },
      { name: 'make', operator: 'is', value: 'Canon' },
    ]),
    [
      { name: 'shortestEdge', operator: 'is', value: '1080' },
      { name: 'longestEdge', operator: 'is', value: '1920' },
      { name: 'make', operator: 'is', value: 'Canon' },
    ],
  )
  t.same(dimensionEdges('600x800'), { shortest: 600, longest: 800 })
  t.equal(dimensionEdges('600 by 800'), null)
})

t.test('a value with a control character, or longer than 2,000 characters, is refused', async (t) => {
  const make = (value: string): Filter => ({ name: 'make', operator: 'is', value })
  t.equal(validateFilter({ name: 'all', operator: 'mentions', value: 'Canon\u0000' }), 'its value holds a control character')
  for (const c of ['\u0001', '\u001b', '\u007f', '\u0085']) t.equal(validateFilter(make(`a${c}b`)), 'its value holds a control character', JSON.stringify(c))
  for (const c of ['\t', '\n', '\r']) t.equal(validateFilter(make(`a${c}b`)), null, `${JSON.stringify(c)} is kept`)
  t.equal(validateFilter(make('a'.repeat(MAX_VALUE_LENGTH))), null)
  t.equal(validateFilter(make('a'.repeat(MAX_VALUE_LENGTH + 1))), 'its value is longer than 2,000 characters')
})

t.test('the filters of a query are counted, known or not, without the search state', async (t) => {
  t.equal(countFilters(new URLSearchParams('make=a&-model=b&colour=red&constructor=x&page=2&allowWildcards=true&utm_source=x')), 4)
  t.equal(MAX_FILTERS, 100)
  t.equal(tooManyFiltersMessage(1000), 'Too many filters (1,000); at most 100.')
})

t.test('a prototype name is no filter, and a long name is cut short in the message', async (t) => {
  const { filters, errors } = filtersFromQuery(new URLSearchParams('constructor=x&__proto__=y&-toString=z&make=Canon'))
  t.same(filters.map((f) => f.name), ['make'])
  t.same(errors, [
    { name: 'constructor', message: 'there is no such filter', key: 'constructor', value: 'x' },
    { name: '__proto__', message: 'there is no such filter', key: '__proto__', value: 'y' },
    { name: 'toString', message: 'there is no such filter', key: '-toString', value: 'z' },
  ])
  const message = filterErrorMessage({ name: 'x'.repeat(5000), message: 'there is no such filter' })
  t.equal(message, `The filter ${'x'.repeat(60)}… is not valid: there is no such filter.`)
})
