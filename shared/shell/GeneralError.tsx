// The general error screen shown when a page fails to render (spec-1 §2.1, §8).

import { styled } from 'styled-components'
import { theme } from '../ui/theme.js'

export function GeneralError({ supportEmail }: { supportEmail: string }) {
  return (
    <Panel role="alert" aria-labelledby="general-error-title">
      <h1 id="general-error-title">Sorry about this.</h1>
      <p>
        It seems you&apos;ve encountered a problem. If the problem persists, please contact us at{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a> for help
      </p>
      <GoToSearch href="/search">Go to search</GoToSearch>
    </Panel>
  )
}

const Panel = styled.section`
  max-width: 40rem;
  padding: ${theme.space(3)};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  h1 { margin-top: 0; font-size: ${theme.font.size.title}; }
`

const GoToSearch = styled.a`
  display: inline-block;
  padding: ${theme.space(1)} ${theme.space(2)};
  font-weight: 600;
  color: ${theme.colour.brandInk};
  background: ${theme.colour.brand};
  border-radius: ${theme.radius};
  text-decoration: none;
`
