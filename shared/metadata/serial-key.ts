// The form in which serials from different places are compared (issue 12 §1: a serial filter matches a
// serial from any source): Nikon's maker note writes 'NO= -1000f46' where Exif and XMP write '-1000f46'.
// The values themselves stay as written; only the comparison uses this key.

/** '-1000f46' for 'NO= -1000f46', ' -1000F46 ' and '-1000f46' alike. */
export function serialKey(value: string): string {
  return value.trim().replace(/^NO=\s*/i, '').replace(/\s+/g, '').toUpperCase()
}
