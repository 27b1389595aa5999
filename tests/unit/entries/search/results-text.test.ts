// The text the results show: counts, notices and messages (spec-1 §8, §9).

import t from 'tap'
import {
  ALREADY_SAVED,
  formatCount,
  NO_RESULTS,
  noticeViewOf,
  resultsCountText,
  SAVE_OFFER,
  searchErrorText,
  showsFirstThousandNotice,
  showsTenThousandTip,
  FIRST_THOUSAND_NOTICE,
  TEN_THOUSAND_TIP,
} from '../../../../entries/search/results/resultsText.js'

t.test('counts read with thousands separators and cap at 10,000 with a plus sign', async (t) => {
  t.equal(formatCount(0), '0')
  t.equal(formatCount(1234), '1,234')
  t.equal(formatCount(10_000), '10,000')
  t.equal(formatCount(10_001), '10,000+')
  t.equal(formatCount(2_000_000), '10,000+')
  t.equal(resultsCountText(1), '1 result')
  t.equal(resultsCountText(10_001), '10,000+ results')
})

t.test('the list tells of the first 1,000 at 1,000 or more; the map only above 1,000', async (t) => {
  t.equal(showsFirstThousandNotice(999, 'list'), false)
  t.equal(showsFirstThousandNotice(1000, 'list'), true)
  t.equal(showsFirstThousandNotice(1000, 'map'), false)
  t.equal(showsFirstThousandNotice(1001, 'map'), true)
  t.match(FIRST_THOUSAND_NOTICE, /^These are the first 1,000 results\.\.\./)
})

t.test('the tip appears from 10,000 results', async (t) => {
  t.equal(showsTenThousandTip(9_999), false)
  t.equal(showsTenThousandTip(10_000), true)
  t.match(TEN_THOUSAND_TIP, /more than 10,000 results/)
})

t.test('the messages read as the spec words them', async (t) => {
  t.equal(searchErrorText('Unknown filter: colour'), 'Error getting results: Unknown filter: colour')
  t.equal(NO_RESULTS, 'No results...yet.')
  t.match(SAVE_OFFER, /^We're adding new data all the time/)
  t.equal(ALREADY_SAVED, "We'll keep looking for you.")
})

t.test('the gallery follows the list\'s notice rule, the map its own', async (t) => {
  t.equal(noticeViewOf('list'), 'list')
  t.equal(noticeViewOf('grid'), 'list')
  t.equal(noticeViewOf('map'), 'map')
  t.ok(showsFirstThousandNotice(1000, noticeViewOf('grid')))
  t.notOk(showsFirstThousandNotice(1000, noticeViewOf('map')))
  t.ok(showsFirstThousandNotice(1001, noticeViewOf('map')))
})
