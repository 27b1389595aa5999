// The chart kit's rules: when a range has too little to draw, and the chart in words.

import t from 'tap'
import { describeChart, hasEnoughData, isWholeNumbers } from '../../../../shared/charts/chartData.js'

t.test('a chart needs two points and something other than zeros', async (t) => {
  t.notOk(hasEnoughData({ labels: ['w1'], series: [{ label: 'Searches', values: [5] }] }), 'one point')
  t.notOk(hasEnoughData({ labels: ['w1', 'w2'], series: [{ label: 'Searches', values: [0, 0] }] }), 'only zeros')
  t.notOk(hasEnoughData({ labels: [], series: [] }), 'nothing at all')
  t.ok(hasEnoughData({ labels: ['w1', 'w2'], series: [{ label: 'Searches', values: [0, 3] }] }))
})

t.test('the words give each series its total and its highest point', async (t) => {
  const words = describeChart('Weekly searches', {
    labels: ['6 Jan', '13 Jan', '20 Jan'],
    series: [{ label: 'Searches', values: [4, 1200, 7] }, { label: 'Sign-ins', values: [1, 2, 0] }],
  })
  t.equal(words, 'Weekly searches. Searches: 1,211 in all, highest 1,200 (13 Jan); Sign-ins: 3 in all, highest 2 (13 Jan).')
})

t.test('counts are whole numbers, for an axis without fractions', async (t) => {
  t.ok(isWholeNumbers({ labels: ['w1', 'w2'], series: [{ label: 'Users', values: [0, 2] }, { label: 'Searches', values: [1200, 3] }] }))
  t.notOk(isWholeNumbers({ labels: ['w1', 'w2'], series: [{ label: 'Share', values: [0.5, 1] }] }))
})
