// One SQL condition over `sightings s` and its parameters in order: what a search's criteria become
// (filter-sql.ts, camera-driver.ts) and what a query joins with AND (matches.ts).

export interface Condition {
  sql: string
  params: unknown[]
  /** How many sightings this condition alone matches, when compiling it already counted them. */
  matches?: number
}
