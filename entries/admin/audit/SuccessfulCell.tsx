// An audit entry's Successful column (spec-3 §2: "Yes", or "No" with the error shown on hover). The error
// also shows while "No" has keyboard focus, and a screen reader reads it with the cell and as the
// description of "No", so that it is not for mouse users alone.

import { useId } from 'react'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'

export function SuccessfulCell({ successful, error }: { successful: boolean; error: string | null }) {
  const id = useId()
  if (successful) return <>Yes</>
  if (!error) return <>No</>
  return (
    <Holder>
      <Failed tabIndex={0} aria-describedby={id}>
        No
      </Failed>
      <Tip id={id} role="tooltip">
        {error}
      </Tip>
    </Holder>
  )
}

const Holder = styled.span`
  position: relative;
  display: inline-block;
`

const Failed = styled.span`
  color: ${theme.colour.danger};
  font-weight: 600;
  text-decoration: underline dotted;
  cursor: help;
  &:focus-visible {
    outline: 2px solid ${theme.colour.brand};
    outline-offset: 2px;
  }
`

// Out of sight, yet read, until "No" is hovered or focused; then a box to its left growing upwards, which
// stays inside the table's scrolling frame: the column is the last, and a header row is above the first row.
const Tip = styled.span`
  ${theme.visuallyHidden}
  ${Failed}:hover + &, ${Failed}:focus + & {
    right: calc(100% + ${theme.space(1)});
    bottom: 0;
    z-index: ${theme.layer.panel};
    width: max-content;
    max-width: 20rem;
    height: auto;
    overflow: visible;
    clip: auto;
    white-space: normal;
    padding: ${theme.space(0.5)} ${theme.space(1)};
    color: ${theme.colour.paper};
    background: ${theme.colour.ink};
    border-radius: ${theme.radius};
    box-shadow: ${theme.shadow};
  }
`
