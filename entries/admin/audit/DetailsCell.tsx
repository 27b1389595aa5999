// An audit entry's Details (spec-3 §2: "links open in a new tab"): its text, with each web address in it a
// link that opens in a new tab and gives the page it opens no hold on this one.

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { detailParts } from './detailLinks.js'

export function DetailsCell({ details }: { details: string | null }) {
  return (
    <Text>
      {detailParts(details).map((part, index) =>
        'href' in part ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
            <Hidden> (opens in a new tab)</Hidden>
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  )
}

// Long query strings and addresses wrap anywhere rather than widen the table.
const Text = styled.span`
  overflow-wrap: anywhere;
`

const Hidden = styled.span`
  ${theme.visuallyHidden}
`
