// A bulk delete of saved searches asks first (issue 15): how many, and their references when few.

import t from 'tap'
import { deleteQuestion, REFERENCES_LISTED } from '../../../../entries/search/saved/deleteQuestion.js'

t.test('one search is named', async (t) => {
  t.same(deleteQuestion(['Kent 14']), {
    title: 'Delete saved search?',
    question: '1 saved search will be deleted, which cannot be undone:',
    references: ['Kent 14'],
    confirmLabel: 'Delete 1 saved search',
  })
})

t.test('a few are listed, many only counted', async (t) => {
  t.equal(REFERENCES_LISTED, 5)
  const five = ['a', 'b', 'c', 'd', 'e']
  t.same(deleteQuestion(five).references, five)
  t.equal(deleteQuestion(five).confirmLabel, 'Delete 5 saved searches')
  const many = Array.from({ length: 1200 }, (_, i) => `r${i}`)
  t.same(deleteQuestion(many), {
    title: 'Delete saved searches?',
    question: '1,200 saved searches will be deleted, which cannot be undone.',
    references: [],
    confirmLabel: 'Delete 1,200 saved searches',
  })
})
