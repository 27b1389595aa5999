// The form kit's buttons: a filled primary action or a quiet secondary one, and a form's submit button that
// says when its call is on its way. A link drawn as a button is ButtonLink.tsx.

import type { ButtonHTMLAttributes } from 'react'
import { styled, css } from 'styled-components'
import { theme } from '../theme.js'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary'
}

export function Button({ variant = 'primary', type = 'button', ...button }: ButtonProps) {
  return <StyledButton {...button} type={type} $variant={variant} />
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form's call is on its way: the button is disabled and says so. */
  busy: boolean
  /** What it says meanwhile: 'Creating…'. */
  busyText: string
}

/** A form's submit button, disabled while its call is on its way (and whenever `disabled`). */
export function SubmitButton({ busy, busyText, disabled, children, ...button }: SubmitButtonProps) {
  return (
    <Button {...button} type="submit" disabled={busy || disabled}>
      {busy ? busyText : children}
    </Button>
  )
}

export const primary = css`
  background: ${theme.colour.brand};
  color: ${theme.colour.brandInk};
  border-color: ${theme.colour.brand};
`

export const secondary = css`
  background: ${theme.colour.paper};
  color: ${theme.colour.brand};
  border-color: ${theme.colour.line};
`

const StyledButton = styled.button<{ $variant: 'primary' | 'secondary' }>`
  font: inherit;
  font-weight: 600;
  padding: ${theme.space(1)} ${theme.space(2.5)};
  border: 1px solid;
  border-radius: ${theme.radius};
  cursor: pointer;
  ${({ $variant }) => ($variant === 'primary' ? primary : secondary)}
  &:focus-visible {
    outline: 2px solid ${theme.colour.brand};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`
