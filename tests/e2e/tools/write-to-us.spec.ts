// Write to us (spec-2 §2, §4, §5): Send goes to 'Sending...' then 'Sent', and stays disabled until the message is
// edited again; the message reaches support's mailbox with the sender's address and organisation.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { signedIn } from '../support/sign-in.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { holdRequests } from '../support/gate.js'
import { readOutbox, waitForMail } from '../support/outbox.js'

test('a message is sent: Sending..., then Sent until it is edited again, and it arrives in the outbox', async ({ page }) => {
  const account = accountNamed('investigator')
  await signedIn(page, account)
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Write to us' }).click()
  await expect(page).toHaveURL(/\/write-to-us$/)
  await expect(page.getByRole('heading', { name: 'Write to us' })).toBeVisible()
  const message = page.getByRole('form', { name: 'Your message to support' }).getByLabel('Message')
  const send = page.getByRole('button', { name: 'Send' })
  await expect(send).toBeDisabled()
  await expectNoSeriousA11yViolations(page)

  const text = `The serial search missed a camera I expected, case ${Date.now()}.`
  // From the keyboard: the message box, then Send.
  await message.focus()
  await page.keyboard.type(text)
  await expect(send).toBeEnabled()
  const seen = readOutbox()
  const held = await holdRequests(page, '/v1/feedback')
  await page.keyboard.press('Tab')
  await expect(send).toBeFocused()
  await page.keyboard.press('Enter')
  const sending = page.getByRole('button', { name: 'Sending...' })
  await expect(sending).toBeDisabled()
  held.open()
  const sent = page.getByRole('button', { name: 'Sent' })
  await expect(sent).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: 'Your message was sent to support' })).toBeVisible()
  await expect(message).toHaveValue(text)

  const mail = await waitForMail('support', /feedback from/i, seen)
  expect(mail.subject).toContain(account.email)
  expect(mail.text).toContain(text)
  expect(mail.text).toMatch(/Organisation: \S/)
  await expectNoSeriousA11yViolations(page)

  // Still Sent (and disabled) until the text changes; then Send again.
  await message.press('End')
  await message.pressSequentially(' Thanks.')
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled()
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('button', { name: 'Sent' })).toBeDisabled()
  const second = await waitForMail('support', /feedback from/i, [...seen, mail])
  expect(second.text).toContain(`${text} Thanks.`)
})
