// Characters nobody types into a name or an address, which can only mislead whoever reads it later: control
// characters (a NUL, C1 controls, a line break where one line is asked for), the bidirectional overrides
// and isolates that show text in another order than it is stored (CVE-2021-42574, "Trojan Source"), and
// lone surrogates, which are no character at all. One rule for the forms and the service (browser-safe).

/** C0 and C1 controls and DEL, and the Unicode line and paragraph separators: one line holds none. */
const ONE_LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/
/** The same, less the tab and line breaks a person types into a text of several lines. */
const TEXT_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
/** LRE, RLE, PDF, LRO, RLO and the isolates LRI, RLI, FSI, PDI. */
const DIRECTION_CHANGES = /[\u202A-\u202E\u2066-\u2069]/
/** With the u flag a surrogate pair is one code point, so this finds only halves without their partner. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u

export interface TextKind {
  /** A text of several lines (a description), which keeps its line breaks and tabs. */
  lines?: boolean
}

/** Whether the text holds a character that could only mislead its reader (see above). */
export function hasMisleadingCharacters(text: string, kind: TextKind = {}): boolean {
  const controls = kind.lines ? TEXT_CONTROLS : ONE_LINE_CONTROLS
  return controls.test(text) || DIRECTION_CHANGES.test(text) || LONE_SURROGATE.test(text)
}

/** The refusal, naming the field as the form does: "The name may not contain …". */
export function misleadingCharactersMessage(field: string): string {
  return `${field} may not contain control or direction-changing characters.`
}
