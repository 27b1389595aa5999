// The page title (spec-1 §2.1): "Sightline – {section}"; the section client routing gives is in areaView.test.ts.

import t from 'tap'
import { pageTitle } from '../../../../shared/shell/title.js'

t.test('the title is the product name and the section', async (t) => {
  t.equal(pageTitle('Search'), 'Sightline – Search')
  t.equal(pageTitle('Usage - All Licences'), 'Sightline – Usage - All Licences')
  t.equal(pageTitle(''), 'Sightline', 'no dangling dash without a section')
})
