// /write-to-us (spec-2 §2 "Write to us", §4, §5): a message box and Send, which goes from Send to 'Sending...' to
// 'Sent' and stays disabled until the message is edited again. The message goes to support by email with the
// sender's address and organisation (POST /v1/feedback); a refusal is shown in the service's words and the text is
// kept, so nothing written is lost.

import { useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { FEEDBACK_MAX } from '../../../shared/api/types/account.js'
import { feedback } from '../../../shared/api/feedback.js'
import { createAction } from '../../../shared/state/action.js'
import { useUnsavedChangesPrompt } from '../../../shared/shell/useUnsavedChangesPrompt.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { SubmitButton } from '../../../shared/ui/form/Button.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { Form } from '../../../shared/ui/form/Form.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

export const MESSAGE_SENT = 'Your message was sent to support. We answer by email, usually within one working day.'

export function WriteToUs() {
  useSignals()
  const [message, setMessage] = useState('')
  /** The message as it was when it was sent: Send waits for an edit after that. */
  const [sentText, setSentText] = useState<string | null>(null)
  const [sending] = useState(createAction)
  const sent = sentText !== null && sentText === message
  const busy = sending.isBusy()
  useUnsavedChangesPrompt(message.trim() !== '' && !sent && !busy)

  const send = async () => {
    const text = message
    const reply = await sending.run(() => feedback.send({ message: text }))
    if (reply.success) setSentText(text)
  }
  const edit = (next: string) => {
    sending.dismissRefusal()
    setMessage(next)
  }
  const refusal = sending.refusal.value

  return (
    <Card title="Write to us" wide>
      <p>
        Tell us what works, what does not, or what you need. Your message goes to our support team with your email address
        and organisation, so that we can answer you. Do not include images or case details that your organisation does not
        allow you to share.
      </p>
      <Form onSubmit={() => void send()} label="Your message to support">
        <TextField
          label="Message"
          value={message}
          onChange={edit}
          rows={10}
          maxLength={FEEDBACK_MAX}
          hint={`${groupedNumber(message.length)} of ${groupedNumber(FEEDBACK_MAX)} characters`}
          error={refusal?.field === 'message' ? refusal.error : undefined}
        />
        {refusal && refusal.field !== 'message' && <Banner>{refusal.error}</Banner>}
        {sent && <Banner tone="info">{MESSAGE_SENT}</Banner>}
        <div>
          <SubmitButton busy={busy} busyText="Sending..." disabled={message.trim() === '' || sent}>
            {sent ? 'Sent' : 'Send'}
          </SubmitButton>
        </div>
      </Form>
    </Card>
  )
}
