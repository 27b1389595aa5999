// A cell of a CSV file written as text that no spreadsheet runs as a formula (OWASP "CSV injection"): a value
// anyone could have typed (a sign-in name, a justification, a saved search's reference) reaches the audit and
// usage files, and a spreadsheet reads a cell whose first visible character is = + - or @ as a formula, in
// whatever follows, line breaks included; a leading tab or carriage return is refused by OWASP too. The
// fullwidth forms are included, as some spreadsheets fold them to the ASCII ones.

const FORMULA_START = /^[\s\u200B\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/u

/** The value with a leading apostrophe when a spreadsheet would read it as a formula; otherwise as it is. */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}
