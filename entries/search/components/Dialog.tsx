// A modal dialog of the search area: a titled panel over a dimmed page; Escape or the close button leaves.

import { useEffect, useId, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'

interface Props {
  title: string
  onClose: () => void
  children: ReactNode
}

export function Dialog({ title, onClose, children }: Props) {
  const id = useId()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <Scrim onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <Title id={`${id}-title`}>{title}</Title>
        {children}
      </Panel>
    </Scrim>
  )
}

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.layer.dialog};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${theme.space(6)} ${theme.space(2)};
  background: ${theme.colour.scrim};
  overflow-y: auto;
`

const Panel = styled.div`
  width: min(56rem, 100%);
  padding: ${theme.space(3)};
  background: ${theme.colour.paper};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
`

const Title = styled.h2`
  margin: 0 0 ${theme.space(2)};
  font-size: ${theme.font.size.title};
`
