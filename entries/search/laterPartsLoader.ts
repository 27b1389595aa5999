// The search area's later parts (laterParts.ts), loaded once through the shell's kit.

import { laterParts } from '../../shared/shell/laterParts.js'

const parts = laterParts(() => import('./laterParts.js'))

export const loadLaterParts = parts.load
export const laterPart = parts.part
