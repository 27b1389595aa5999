// The list of what could not be read in a file, kept short: a damaged file can repeat one fault
// thousands of times, and the reader must still answer quickly with what it did read.

const LIMIT = 40

export class Problems {
  readonly list: string[] = []
  private dropped = 0

  add(message: string): void {
    if (this.list.includes(message)) return
    if (this.list.length < LIMIT) this.list.push(message)
    else this.dropped++
  }

  /** The messages, with a count of the ones left out. */
  all(): string[] {
    return this.dropped ? [...this.list, `(${this.dropped} more problems not listed)`] : [...this.list]
  }
}
