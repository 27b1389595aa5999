// The general error screen (spec-1 §2.1, §8) with the support address and the way back to search.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { GeneralError } from '../../../../shared/shell/GeneralError.js'
import { Footer } from '../../../../shared/shell/Footer.js'

/** The text a reader meets: blocks separated by a space, inline elements run together. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<\/(h1|p|section|nav|span)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

t.test('the general error screen says the spec words with the support address and offers search', async (t) => {
  const html = renderToStaticMarkup(<GeneralError supportEmail="help@sightline.example" />)
  t.match(
    text(html),
    "Sorry about this. It seems you've encountered a problem. If the problem persists, please contact us at help@sightline.example for help",
  )
  t.match(html, 'role="alert"')
  t.match(html, /<a [^>]*href="\/search"[^>]*>Go to search<\/a>/)
})

t.test('the footer links out, or in restricted mode shows the version instead', async (t) => {
  const open = renderToStaticMarkup(<Footer restricted={false} version="1.2.3" />)
  t.match(open, '<nav aria-label="Footer">')
  for (const href of ['/docs', '/terms', '/privacy']) t.match(open, `href="${href}"`)
  const restricted = renderToStaticMarkup(<Footer restricted={true} version="1.2.3" />)
  t.notMatch(restricted, '<nav')
  t.match(text(restricted), 'Version 1.2.3')
})
