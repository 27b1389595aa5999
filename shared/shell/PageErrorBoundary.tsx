// Catches a rendering failure of the page inside the shell: the general error screen takes its place and an
// exception event is reported (spec-1 §2.1), so the top bar and menu stay usable.

import { Component, type ErrorInfo, type ReactNode } from 'react'
import { sendUserMetric } from '../api/metrics.js'
import { GeneralError } from './GeneralError.js'

interface Props {
  supportEmail: string
  section: string
  children: ReactNode
}

/** The report keeps to the error's kind and the start of its message: enough to find it, short to send. */
const MESSAGE_LIMIT = 200

export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const name = error instanceof Error ? error.name : typeof error
    const message = error instanceof Error ? error.message.slice(0, MESSAGE_LIMIT) : ''
    sendUserMetric('exception', 'render-failure', { name, message, section: this.props.section })
  }

  override render(): ReactNode {
    return this.state.failed ? <GeneralError supportEmail={this.props.supportEmail} /> : this.props.children
  }
}
