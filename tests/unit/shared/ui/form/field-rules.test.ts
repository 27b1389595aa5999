// The checks a form's rules are built from: a required text within its length, a day as a date field gives
// it, a whole number up to a limit, and the problems found gathered under their fields.

import t from 'tap'
import { countProblem, dayProblem, NOT_A_DATE, problemsFound, requiredTextProblem } from '../../../../../shared/ui/form/fieldRules.js'
import { characterCount } from '../../../../../shared/text/character-count.js'

const NAME = { required: 'Enter a name.', max: 5, tooLong: 'Use at most 5 characters.' }

t.test('a required text is blank when only spaces, and too long past its limit once trimmed', async (t) => {
  t.equal(requiredTextProblem('', NAME), 'Enter a name.')
  t.equal(requiredTextProblem(' \t ', NAME), 'Enter a name.')
  t.equal(requiredTextProblem('  abcde  ', NAME), undefined, 'the spaces around it do not count')
  t.equal(requiredTextProblem('abcdef', NAME), 'Use at most 5 characters.')
})

t.test('a required text is counted as the rule says, by default as maxLength counts', async (t) => {
  const smiles = '😀😀😀'
  t.equal(requiredTextProblem(smiles, NAME), 'Use at most 5 characters.', 'six code units')
  t.equal(requiredTextProblem(smiles, { ...NAME, count: characterCount }), undefined, 'three characters as a person counts them')
})

t.test('a person counts an accented letter once however it was typed', async (t) => {
  t.equal(characterCount('é'), 1)
  t.equal(characterCount('e\u0301'), 1, 'e and a combining accent')
  t.equal(characterCount('😀'), 1)
})

t.test('a day is required, and must exist', async (t) => {
  t.equal(dayProblem('', 'Enter the day.'), 'Enter the day.')
  t.equal(dayProblem('  ', 'Enter the day.'), 'Enter the day.')
  t.equal(dayProblem('2031-02-29', 'Enter the day.'), NOT_A_DATE)
  t.equal(dayProblem('31/12/2031', 'Enter the day.'), NOT_A_DATE)
  t.equal(dayProblem(' 2032-02-29 ', 'Enter the day.'), undefined, 'a leap day')
})

t.test('a count is a whole number from 1 to its limit, written in digits', async (t) => {
  for (const text of ['', '0', '-1', '2.5', '1e3', 'ten', '11']) t.equal(countProblem(text, 10, 'From 1 to 10.'), 'From 1 to 10.', JSON.stringify(text))
  for (const text of ['1', ' 10 ', '007']) t.equal(countProblem(text, 10, 'From 1 to 10.'), undefined, JSON.stringify(text))
})

t.test('the problems found stand under their fields, and a field without one is left out', async (t) => {
  const problems = problemsFound<{ name: string; seats: string; day: string }>({ name: 'Enter a name.', seats: undefined, day: '' })
  t.same(problems, { name: 'Enter a name.' })
  t.same(Object.keys(problems), ['name'])
})
