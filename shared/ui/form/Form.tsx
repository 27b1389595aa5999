// Form layout: fields stacked with even spacing, submit handled without a page load, and a row for actions.

import type { FormEvent, ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.js'

export interface FormProps {
  onSubmit: () => void
  children: ReactNode
  /** Names the form for assistive technology when a page holds more than one. */
  label?: string
}

export function Form({ onSubmit, children, label }: FormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit()
  }
  // noValidate: the pages check values themselves so that every message reads the same in every browser.
  return (
    <Stack onSubmit={submit} noValidate aria-label={label}>
      {children}
    </Stack>
  )
}

const Stack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`

/** The buttons at the end of a form, with anything that goes beside them (a loader). */
export const FormActions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`

/** Links under a form: register, forgot password, back to sign in. */
export const FormLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(3)};
  font-size: ${theme.font.size.small};
`
