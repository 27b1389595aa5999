// The top bar's SHOW IMAGES toggle: the showImages setting (spec-1 §2.1, §4.7), saved as it changes.

import { styled } from 'styled-components'
import { sessionStore } from '../session/store.js'
import { theme } from '../ui/theme.js'

export function ShowImagesSwitch({ on }: { on: boolean }) {
  return (
    <Switch type="button" role="switch" aria-checked={on} onClick={() => void sessionStore.updateSettings({ showImages: !on })}>
      <Track aria-hidden="true" data-on={on} />
      <span>Show images</span>
    </Switch>
  )
}

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  padding: ${theme.space(0.5)} ${theme.space(1)};
  color: inherit;
  font: inherit;
  font-size: ${theme.font.size.small};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  background: none;
  border: 0;
  border-radius: ${theme.radius};
  cursor: pointer;
  &:hover { background: ${theme.colour.brandSoft}; }
`

const Track = styled.span`
  position: relative;
  width: 32px;
  height: 16px;
  border-radius: 8px;
  background: ${theme.colour.brandSoft};
  border: 1px solid ${theme.colour.brandInk};
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${theme.colour.brandInk};
    transition: transform 0.15s;
  }
  &[data-on='true'] { background: ${theme.colour.focus}; }
  &[data-on='true']::after { transform: translateX(16px); }
`
