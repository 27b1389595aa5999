// The quiz's answers (spec-3 §4 "Easter egg"): the first is the one about Make and Model, exactly as offered; on
// red, yellow in any case.

import t from 'tap'
import { FIRST_ANSWERS, RIGHT_FIRST_ANSWER, isEggStep, isRightColour, isRightFirstAnswer } from '../../../../entries/public/tools/eggAnswers.js'

t.test('one offered answer to the first question is right', async (t) => {
  t.same(FIRST_ANSWERS.filter(isRightFirstAnswer), [RIGHT_FIRST_ANSWER])
  t.equal(RIGHT_FIRST_ANSWER, 'only unique in combination with Make and Model')
})

t.test('yellow, in any case and with spaces round it, and nothing else', async (t) => {
  for (const answer of ['yellow', 'YELLOW', 'YeLLow', ' yellow ']) t.ok(isRightColour(answer), answer)
  for (const answer of ['', 'yellowish', 'orange', 'yel low']) t.notOk(isRightColour(answer), answer)
})

t.test('the steps are join, q1, red and tada', async (t) => {
  t.same(['join', 'q1', 'red', 'tada'].filter(isEggStep), ['join', 'q1', 'red', 'tada'])
  t.notOk(isEggStep('q2'))
  t.notOk(isEggStep(undefined))
})
