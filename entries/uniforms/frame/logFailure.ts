// spec-3 §8: the Hub's failures that show the user no message (a contribution refused other than by a conflict, a
// list or a filter's options not loaded) are written to the browser's console, where support can read them.

export function logHubFailure(what: string, error: string): void {
  console.error(`Uniform Intelligence Hub: ${what} failed: ${error}`)
}
