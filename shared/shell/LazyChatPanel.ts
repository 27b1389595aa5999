// The chat panel, loaded when first opened so no area pays for it up front, and absent from the
// high-security build (ARCHITECTURE.md). The build's define is read here directly, not through HIGHSIDE:
// esbuild leaves out a dynamic import's chunk only when the condition is a literal in the same file.

import { lazy } from 'react'

declare const __HIGHSIDE__: boolean | undefined

export const LazyChatPanel =
  typeof __HIGHSIDE__ !== 'undefined' && __HIGHSIDE__ === true
    ? null
    : lazy(() => import('./ChatPanel.js').then((m) => ({ default: m.ChatPanel })))
