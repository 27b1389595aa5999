// What the contribution screen shows once the service took a submission (spec-3 §2): the thanks, what happens
// next, and Back to the Contribute tab. Focus moves to the thanks, which replace the form the user was on.

import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { contributeTabHref } from '../contribute/contributeTabAddress.js'
import { buttonLinkStyle } from '../frame/buttonLinkStyle.js'

export const THANKS = 'Thanks for helping!'
export const THANKS_REVIEWED = 'Your submission is now being reviewed.'
export const THANKS_COME_BACK = 'You can come back at any time to contribute again.'

export function ThanksPanel() {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <Panel aria-labelledby="contribution-thanks">
      <h2 id="contribution-thanks" ref={heading} tabIndex={-1}>
        {THANKS}
      </h2>
      <p role="status">{THANKS_REVIEWED}</p>
      <p>{THANKS_COME_BACK}</p>
      <div>
        <BackLink href={contributeTabHref()}>Back</BackLink>
      </div>
    </Panel>
  )
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  padding: ${theme.space(4)};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  text-align: center;
  h2 { margin: 0; font-size: ${theme.font.size.title}; outline: none; }
  p { margin: 0; line-height: 1.5; }
`

const BackLink = styled(Link)`
  ${buttonLinkStyle('primary')}
`
