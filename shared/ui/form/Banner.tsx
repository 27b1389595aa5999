// A message across a form: errors are announced at once (role="alert"), other news politely (role="status").
// A failed load or call, with its Try Again or Dismiss, is the failure notice's (shared/ui/FailureNotice).

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.js'

export type BannerTone = 'error' | 'info'

export interface BannerProps {
  tone?: BannerTone
  children: ReactNode
}

export function Banner({ tone = 'error', children }: BannerProps) {
  return (
    <Frame $tone={tone}>
      {/* Only the message carries the role, so that what is announced is the message alone. */}
      <Message role={tone === 'error' ? 'alert' : 'status'}>{children}</Message>
    </Frame>
  )
}

const Frame = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(1.5)} ${theme.space(2)};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-left: 4px solid ${({ $tone }) => ($tone === 'error' ? theme.colour.danger : theme.colour.brand)};
  border-radius: ${theme.radius};
`

const Message = styled.p`
  flex: 1;
  margin: 0;
`
