// A detail list offers Copy beside each value worth copying, named by its row, and none beside a yes or no.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { DetailList } from '../../../../shared/ui/DetailList.js'

t.test('a value with a copy has a Copy button; one without has none', async (t) => {
  const html = renderToStaticMarkup(
    <Router>
      <DetailList
        rows={[
          { label: 'Filesize', values: [{ text: '2.34 MB', copy: '2453123', searchHref: null }] },
          { label: 'Known abuse', values: [{ text: 'No', copy: null, searchHref: null }] },
        ]}
      />
    </Router>,
  )
  t.match(html, /aria-label="Copy Filesize"/)
  t.notMatch(html, /aria-label="Copy Known abuse"/)
  t.match(html, /No<\/span>/)
})
