// How long a text is as a person counts it: letters as written, an accented letter one whether typed as one
// character or two, an emoji one. The service counts names and values the same way.

export const characterCount = (text: string): number => [...text.normalize('NFC')].length
