// Whether the chat panel is open (spec-1 §2.2 "Chat with us"): the menu opens it, the panel closes it.

import { signal } from '@preact/signals-react'

export const chatOpen = signal(false)

export function openChat(): void {
  chatOpen.value = true
}

export function closeChat(): void {
  chatOpen.value = false
}
