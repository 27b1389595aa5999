// What the usage screens say when there is nothing to show (spec-3 §8).

export const NO_USAGE = 'Usage data could not be found'
