// What the browser tests of the screens showing a secret (an application's client id and secret, an API key)
// check of how it is drawn: in a monospaced face, every underscore drawn where a reader sees it.

import { expect, type Locator } from '@playwright/test'

/** The width of ten i and of ten W in the element's own font: equal in a monospaced face. */
export async function glyphWidths(element: Locator): Promise<{ narrow: number; wide: number }> {
  return element.evaluate((el) => {
    const context = document.createElement('canvas').getContext('2d')!
    // Built from its parts: the shorthand reads empty where a part it cannot write is set (ligatures off).
    const style = getComputedStyle(el)
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    return { narrow: context.measureText('iiiiiiiiii').width, wide: context.measureText('WWWWWWWWWW').width }
  })
}

/**
 * Whether a field's underscores show at 100% zoom: its picture with them and its picture with spaces in
 * their place differ. A field that clips them below its line draws the two alike.
 */
export async function underscoresShow(field: Locator): Promise<boolean> {
  const value = await field.inputValue()
  expect(value, 'a value with an underscore').toContain('_')
  const set = (text: string) => field.evaluate((el, to) => ((el as HTMLInputElement).value = to), text)
  const drawn = await field.screenshot({ animations: 'disabled', caret: 'hide' })
  await set(value.replaceAll('_', ' '))
  const without = await field.screenshot({ animations: 'disabled', caret: 'hide' })
  await set(value)
  return !drawn.equals(without)
}

/** The secret in the field is drawn monospaced, its underscores seen. */
export async function expectSecretReadable(field: Locator): Promise<void> {
  const { narrow, wide } = await glyphWidths(field)
  expect(narrow, 'a monospaced face').toBeCloseTo(wide, 1)
  expect(await underscoresShow(field), 'its underscores drawn').toBe(true)
}
