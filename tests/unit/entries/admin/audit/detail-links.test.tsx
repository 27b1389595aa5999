// The Details column (spec-3 §2: "links open in a new tab"): web addresses become links that open in a new
// tab without a hold on this page; any other scheme stays text.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { DetailsCell } from '../../../../../entries/admin/audit/DetailsCell.js'
import { detailParts } from '../../../../../entries/admin/audit/detailLinks.js'

t.test('text with no address is one plain run; none is nothing', async (t) => {
  t.same(detailParts('licence 3: make=Canon'), [{ text: 'licence 3: make=Canon' }])
  t.same(detailParts(null), [])
  t.same(detailParts(''), [])
})

t.test('http and https addresses are links, without the punctuation that ends a sentence', async (t) => {
  t.same(detailParts('seen at https://photos.example/p/1?x=2, then http://mirror.example/a.'), [
    { text: 'seen at ' },
    { text: 'https://photos.example/p/1?x=2', href: 'https://photos.example/p/1?x=2' },
    { text: ', then ' },
    { text: 'http://mirror.example/a', href: 'http://mirror.example/a' },
    { text: '.' },
  ])
})

t.test('other schemes are never links', async (t) => {
  t.same(detailParts('javascript:alert(1) data:text/html,x ftp://files.example/a'), [{ text: 'javascript:alert(1) data:text/html,x ftp://files.example/a' }])
})

t.test('a link opens in a new tab, says so, and gives the page no opener or referrer', async (t) => {
  const html = renderToStaticMarkup(<DetailsCell details="see https://photos.example/p/1" />)
  t.match(html, /<a href="https:\/\/photos.example\/p\/1" target="_blank" rel="noopener noreferrer">https:\/\/photos.example\/p\/1<span[^>]*> \(opens in a new tab\)<\/span><\/a>/)
  t.notMatch(renderToStaticMarkup(<DetailsCell details="javascript:alert(1)" />), '<a')
})
