// The easter-egg quiz's questions and what counts as their right answers (spec-3 §4 "Easter egg").

export const EGG_STEPS = ['join', 'q1', 'red', 'tada'] as const
export type EggStep = (typeof EGG_STEPS)[number]

/** spec-3 §5: what a wrong first answer shows back on join. */
export const EGG_WRONG = 'Nope, sorry.'
/** What a wrong colour shows, staying on red. */
export const EGG_COLOUR_WARNING = 'Not quite. Red and green light, added together on a screen, make another colour: try again.'

export const FIRST_QUESTION = 'A camera serial number found in a photo’s metadata is…'
export const RIGHT_FIRST_ANSWER = 'only unique in combination with Make and Model'
export const FIRST_ANSWERS = ['unique across every camera ever made', RIGHT_FIRST_ANSWER, 'never recorded by phones'] as const

export const COLOUR_QUESTION = 'Red and green light together on a screen make which colour?'

export function isEggStep(step: string | undefined): step is EggStep {
  return (EGG_STEPS as readonly string[]).includes(step ?? '')
}

export const isRightFirstAnswer = (answer: string) => answer === RIGHT_FIRST_ANSWER
/** spec-3 §4: yellow, in any case (spaces round it forgiven). */
export const isRightColour = (answer: string) => answer.trim().toLowerCase() === 'yellow'
