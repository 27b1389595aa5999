// The character codes of JSON's structure, for the readers that walk JSON text without parsing it (the
// streamed search list, the service's depth check): one list, spelled once.

export const QUOTE = 0x22
export const BACKSLASH = 0x5c
export const COMMA = 0x2c
export const COLON = 0x3a
export const OPEN_BRACE = 0x7b
export const CLOSE_BRACE = 0x7d
export const OPEN_BRACKET = 0x5b
export const CLOSE_BRACKET = 0x5d
