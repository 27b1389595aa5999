// A name or text a user gives that others read (a licence's, an application's, a saved search's, a user's
// own), refused when it holds a character that can only mislead its reader (shared/text/misleading-characters.ts),
// with a message naming the field.

import { hasMisleadingCharacters, misleadingCharactersMessage, type TextKind } from '../../shared/text/misleading-characters.js'
import { CallFailure } from './failures.js'

/**
 * The text as given; a 400 naming `label` ("The name") in its words when it holds such a character, and
 * `field` ("name") as the value refused.
 */
export function readableText(text: string, label: string, field: string, kind: TextKind = {}): string {
  if (hasMisleadingCharacters(text, kind)) throw new CallFailure(400, misleadingCharactersMessage(label), field)
  return text
}
