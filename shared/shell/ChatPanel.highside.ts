// The chat panel of the high-security build, which has none (ARCHITECTURE.md): build.mjs puts this module in
// the place of ChatPanel.tsx for ChatPanelSlot.ts, so the shell draws no chat and no chat code is bundled.

export const ChatPanel = null
