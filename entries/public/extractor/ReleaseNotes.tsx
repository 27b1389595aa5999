// The extractor's release notes, newest first (spec-2 §9: up to v0.6.3), each version a heading over its changes.

import { Fragment } from 'react'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { RELEASE_NOTES } from './releases.js'

export function ReleaseNotes() {
  return (
    <>
      {RELEASE_NOTES.map(({ version, changes }) => (
        <Fragment key={version}>
          <h3>v{version}</h3>
          <Changes>
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </Changes>
        </Fragment>
      ))}
    </>
  )
}

const Changes = styled.ul`
  margin: 0;
  padding-left: ${theme.space(3)};
  line-height: 1.5;
`
