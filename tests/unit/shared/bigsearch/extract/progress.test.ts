// The extractor's progress figures: files done of total, files per second and the time left.

import t from 'tap'
import { extractionProgress, progressText } from '../../../../../shared/bigsearch/extract/progress.js'

t.test('the rate is over the whole run and the time left is rounded up', async (t) => {
  t.same(extractionProgress(10, 40, 4000), { done: 10, total: 40, filesPerSecond: 2.5, secondsLeft: 12 })
  t.same(extractionProgress(0, 40, 0), { done: 0, total: 40, filesPerSecond: 0, secondsLeft: null }, 'unknown before the first file')
})

t.test('the text names what is known', async (t) => {
  t.equal(progressText(extractionProgress(0, 40, 0)), '0 of 40 files')
  t.equal(progressText(extractionProgress(10, 40, 4000)), '10 of 40 files · 2.5 files/s · about 12 s left')
  t.equal(progressText(extractionProgress(100, 10_000, 2000)), '100 of 10000 files · 50 files/s · about 3 min 18 s left')
  t.equal(progressText(extractionProgress(40, 40, 4000)), '40 of 40 files · 10 files/s', 'no time left once done')
})
