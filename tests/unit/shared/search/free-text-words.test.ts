// Short words of a free-text search (issue 15): found only standing alone, so the page says so and
// suggests the contains form.

import t from 'tap'
import { FREE_TEXT_SHORT_WORD, shortFreeTextWords, shortWordHint } from '../../../../shared/search/freeTextWords.js'

t.test('words under three letters or digits are short, split as the index splits them', async (t) => {
  t.equal(FREE_TEXT_SHORT_WORD, 3)
  t.same(shortFreeTextWords('a'), ['a'])
  t.same(shortFreeTextWords('canon eos 80d'), [])
  t.same(shortFreeTextWords('to be or not'), ['to', 'be', 'or'])
  t.same(shortFreeTextWords('a-b canon a'), ['a', 'b'], 'split at punctuation, each once')
  t.same(shortFreeTextWords('Zoë'), [], 'letters, not bytes')
})

t.test('a quoted phrase and a prefix with wildcards are not reported', async (t) => {
  t.same(shortFreeTextWords('"a b" canon'), [])
  t.same(shortFreeTextWords('ab*', true), [])
  t.same(shortFreeTextWords('ab*', false), ['ab'], 'without wildcards the star is no prefix')
})

t.test('the hint names the words and suggests the contains form', async (t) => {
  t.equal(shortWordHint([]), null)
  t.equal(
    shortWordHint(['a']),
    '"a" is shorter than 3 characters: Search everything finds whole words only, so it matches only where it stands alone. ' +
      'To find it inside a value, use Filter with contains on a field, e.g. Model contains a.',
  )
  t.match(shortWordHint(['to', 'be', 'or']), /^"to", "be" and "or" are shorter than 3 characters: .* they match only where they stand alone\. To find them inside/)
})
