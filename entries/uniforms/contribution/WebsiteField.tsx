// The website step's field (spec-3 §2): the address as the contributor corrects it, with a link-out icon beside
// it that opens the address in a new tab, there only while the field holds a web address.

import { styled } from 'styled-components'
import { UNIFORM_WEBSITE_MAX } from '../../../shared/api/types/constants/uniforms.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { theme } from '../../../shared/ui/theme.js'
import { websiteHref } from './contributionDraft.js'

export const OPEN_WEBSITE = 'Open the website in a new tab'

export function WebsiteField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | undefined }) {
  const href = websiteHref(value)
  return (
    <Row>
      <Grow>
        <TextField label="Website" type="url" inputMode="url" autoComplete="off" value={value} onChange={onChange} error={error} maxLength={UNIFORM_WEBSITE_MAX} />
      </Grow>
      {href ? (
        <LinkOut href={href} target="_blank" rel="noopener noreferrer" title={OPEN_WEBSITE}>
          <LinkOutIcon />
          <Hidden>{OPEN_WEBSITE}</Hidden>
        </LinkOut>
      ) : (
        <Absent aria-hidden="true">
          <LinkOutIcon />
        </Absent>
      )}
    </Row>
  )
}

function LinkOutIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42L17.59 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
    </svg>
  )
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(1)};
`

const Grow = styled.div`
  flex: 1;
  min-width: 0;
`

// Level with the input: under its label (a line of small type and the field's gap), as high as the input.
const iconBox = `
  margin-top: calc(${theme.font.size.small} * 1.2 + ${theme.space(0.5)});
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.375rem;
  height: calc(${theme.font.size.body} * 1.2 + ${theme.space(2)} + 2px);
  box-sizing: border-box;
  border-radius: ${theme.radius};
`

const LinkOut = styled.a`
  ${iconBox}
  color: ${theme.colour.brand};
  border: 1px solid ${theme.colour.line};
  &:hover { background: ${theme.colour.canvas}; }
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`

const Absent = styled.span`
  ${iconBox}
  color: ${theme.colour.line};
`

const Hidden = styled.span`
  ${theme.visuallyHidden}
`
