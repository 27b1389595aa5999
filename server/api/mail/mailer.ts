// What the service needs of mail: send one plain-text message. mail/transport.ts makes the real one
// (SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox).

export interface MailMessage {
  to: string
  subject: string
  /** Plain text; links and codes on lines of their own. */
  text: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}
