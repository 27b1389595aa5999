// The chat panel opened by "Chat with us" (spec-1 §2.2): the user writes to support, the message goes with
// POST /v1/feedback, and the answer shows in the conversation. Absent from the high-security build
// (ChatPanelSlot.ts). The conversation lasts as long as the page.

import { useId } from 'react'
import { signal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { feedback } from '../api/feedback.js'
import { FEEDBACK_MAX } from '../api/types/account.js'
import { compactControlStyle } from '../ui/form/compactControlStyle.js'
import { panelStyle } from '../ui/panelStyle.js'
import { theme } from '../ui/theme.js'
import { stack } from '../ui/stack.js'
import { Button } from '../ui/form/Button.js'
import { closeChat } from './chatState.js'
import { groupedNumber } from '../format/numbers.js'

interface ChatLine {
  from: 'you' | 'support'
  text: string
  failed?: boolean
}

export const CHAT_RECEIVED = 'Thank you, your message has reached our support team. We will answer by email.'

const lines = signal<ChatLine[]>([])
const draft = signal('')
const sending = signal(false)

async function send(): Promise<void> {
  const message = draft.value.trim()
  if (!message || message.length > FEEDBACK_MAX || sending.value) return
  sending.value = true
  const reply = await feedback.send({ message })
  sending.value = false
  if (reply.success) {
    lines.value = [...lines.value, { from: 'you', text: message }, { from: 'support', text: CHAT_RECEIVED }]
    draft.value = ''
  } else {
    // The message stays in the box, so nothing the user wrote is lost.
    lines.value = [...lines.value, { from: 'support', text: `Your message could not be sent: ${reply.error}`, failed: true }]
  }
}

export function ChatPanel() {
  useSignals()
  const id = useId()
  const length = draft.value.trim().length
  const tooLong = length > FEEDBACK_MAX
  return (
    <Panel role="dialog" aria-labelledby={`${id}-title`}>
      <Header>
        <h2 id={`${id}-title`}>Chat with us</h2>
        <Close type="button" aria-label="Close chat" onClick={closeChat}>
          ×
        </Close>
      </Header>
      <Log role="log" aria-label="Conversation">
        {lines.value.length === 0 && <Line data-from="support">Write to our support team; we answer by email.</Line>}
        {lines.value.map((line, i) => (
          <Line key={i} data-from={line.from} role={line.failed ? 'alert' : undefined}>
            {line.text}
          </Line>
        ))}
      </Log>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        <label htmlFor={`${id}-message`}>Message</label>
        <Message id={`${id}-message`} rows={3} value={draft.value} onChange={(event) => (draft.value = event.target.value)} aria-invalid={tooLong} />
        {tooLong && <Hint role="status">At most {groupedNumber(FEEDBACK_MAX)} characters.</Hint>}
        <Send type="submit" disabled={length === 0 || tooLong || sending.value}>
          {sending.value ? 'Sending…' : 'Send'}
        </Send>
      </form>
    </Panel>
  )
}

const Panel = styled.div`
  position: fixed;
  right: ${theme.space(3)};
  bottom: ${theme.space(3)};
  z-index: ${theme.layer.panel};
  ${stack(1)}
  width: min(22rem, calc(100vw - ${theme.space(6)}));
  padding: ${theme.space(2)};
  ${panelStyle}
  box-shadow: ${theme.shadow};
  form { ${stack(0.5)} }
  label { font-weight: 600; font-size: ${theme.font.size.small}; }
`

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 { margin: 0; font-size: ${theme.font.size.body}; }
`

const Close = styled.button`
  font-size: ${theme.font.size.title};
  line-height: 1;
  color: ${theme.colour.muted};
  background: none;
  border: 0;
  cursor: pointer;
`

const Log = styled.div`
  ${stack(1)}
  max-height: 16rem;
  overflow-y: auto;
`

const Line = styled.p`
  margin: 0;
  padding: ${theme.space(1)};
  border-radius: ${theme.radius};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  &[data-from='you'] { align-self: flex-end; background: ${theme.colour.brand}; color: ${theme.colour.brandInk}; }
  &[data-from='support'] { align-self: flex-start; background: ${theme.colour.canvas}; }
  &[role='alert'] { background: ${theme.colour.dangerSoft}; color: ${theme.colour.danger}; }
`

const Message = styled.textarea`
  ${compactControlStyle}
  resize: vertical;
`

const Hint = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.danger};
`

const Send = styled(Button)`
  align-self: flex-end;
`
