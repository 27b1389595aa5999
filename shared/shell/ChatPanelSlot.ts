// The chat panel the shell draws (spec-1 §2.2 "Chat with us"), part of every area's first load. It was a
// lazy chunk of its own, but such a chunk splits the code an area shares with it into more files, and a page
// waits for every one of them before it draws: 3 KB more in the first load costs less than two more requests
// behind the browser's six connections.
//
// The high-security build leaves the chat out (ARCHITECTURE.md): its build resolves ./ChatPanel.js, here
// only, to ChatPanel.highside.ts, which has no panel, so none of the chat's code enters its bundles (build.mjs).

import type { ComponentType } from 'react'
import { ChatPanel } from './ChatPanel.js'

export const ChatPanelSlot: ComponentType | null = ChatPanel
