// Items in as many columns as fit: each at least its width; empty columns kept or shared out; items as tall
// as their row or as their content.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'
import { ColumnGrid } from '../../../../shared/ui/ColumnGrid.js'

function cssOf(grid: React.ReactElement): string {
  const sheet = new ServerStyleSheet()
  try {
    renderToStaticMarkup(sheet.collectStyles(grid))
    return sheet.getStyleTags()
  } finally {
    sheet.seal()
  }
}

t.test('by default empty columns keep their place, the gap is two steps and items are as tall as their row', async (t) => {
  const css = cssOf(<ColumnGrid $least="200px" />)
  t.match(css, /grid-template-columns:repeat\(auto-fill, minmax\(200px, 1fr\)\)/)
  t.match(css, /gap:16px/)
  t.notMatch(css, /align-items/)
})

t.test('items may stretch across the columns a short row leaves, with their own gap, as tall as their content', async (t) => {
  const css = cssOf(<ColumnGrid $least="14rem" $gap={1.5} $stretch $top />)
  t.match(css, /grid-template-columns:repeat\(auto-fit, minmax\(14rem, 1fr\)\)/)
  t.match(css, /gap:12px/)
  t.match(css, /align-items:start/)
})

t.test('the grid can be a list, and passes none of its settings to the page', async (t) => {
  const html = renderToStaticMarkup(<ColumnGrid as="ul" $least="160px" aria-label="Sightings" />)
  t.match(html, /^<ul aria-label="Sightings" class="[^"]+"><\/ul>$/)
})
