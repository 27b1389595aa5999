// A test against a list of values passed as one parameter, as each engine spells it: the statement's text stays the
// same whatever the list's length (its plan is kept), and no list is too long for the engine's count of parameters
// (a search by likeness weighs tens of thousands of pictures; an audit filter, every address of a licence).

import { sql, type RawBuilder } from 'kysely'
import type { Store } from './engine/store.js'

/** `expression` is one of `values`; false for an empty list. */
export function isOneOf(store: Store, expression: RawBuilder<unknown>, values: readonly (string | number)[]): RawBuilder<unknown> {
  return store.engine === 'postgres'
    ? sql`${expression} = ANY(${[...values]})`
    : sql`${expression} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`
}
