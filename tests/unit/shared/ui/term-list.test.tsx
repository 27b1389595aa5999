// A record's terms as a screen reader meets them: a description list, each name followed by its value.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { TermList } from '../../../../shared/ui/TermList.js'

t.test('each term is a name and its value, in the order given', async (t) => {
  const html = renderToStaticMarkup(
    <TermList
      terms={[
        ['Name', 'Northshire Police'],
        ['Seats', <strong key="seats">3 of 25</strong>],
      ]}
    />,
  )
  t.match(html, /^<dl[^>]*><dt>Name<\/dt><dd>Northshire Police<\/dd><dt>Seats<\/dt><dd><strong>3 of 25<\/strong><\/dd><\/dl>$/)
})
