// A camera as a person names it. Many makers write their name into the model too (Canon's "Canon EOS 600D",
// Nikon's "NIKON D750"), so make and model side by side would say it twice: the model alone then names it.

const blankToNull = (text: string | null | undefined) => (text && text.trim() !== '' ? text.trim() : null)

/** "Canon EOS 600D" for Canon / Canon EOS 600D, "Apple iPhone 11" for Apple / iPhone 11; null when neither is known. */
export function cameraModelName(make: string | null | undefined, model: string | null | undefined): string | null {
  const maker = blankToNull(make)
  const named = blankToNull(model)
  if (!maker || !named) return named ?? maker
  return named.toLowerCase().startsWith(maker.toLowerCase()) ? named : `${maker} ${named}`
}
