// The Logos and Uniforms counts of a school in the Contribute tab (spec-3 §2): a chip, green when the school has
// an accepted image of the kind, or wears no uniform (nothing more to find), so that schools still needing
// pictures stand out.

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'

const DONE = { ink: theme.colour.success, ground: theme.colour.successSoft, edge: theme.colour.successLine } as const

/** spec-3 §2: green if the accepted count is above 0 or the school has no uniform worn. */
export const isCountDone = (accepted: number, uniformWorn: boolean | null): boolean => accepted > 0 || uniformWorn === false

interface Props {
  accepted: number
  uniformWorn: boolean | null
  /** What is counted, for a screen reader: "accepted logos". */
  noun: string
}

export function CountChip({ accepted, uniformWorn, noun }: Props) {
  const done = isCountDone(accepted, uniformWorn)
  return (
    <Chip $done={done} title={done ? undefined : 'Still needed'}>
      {accepted}
      <Hidden>{` ${noun}${done ? '' : ', still needed'}`}</Hidden>
    </Chip>
  )
}

const Chip = styled.span<{ $done: boolean }>`
  display: inline-block;
  min-width: 2rem;
  padding: 0 ${theme.space(1)};
  text-align: center;
  font-weight: 600;
  border-radius: 999px;
  border: 1px solid ${(p) => (p.$done ? DONE.edge : theme.colour.line)};
  color: ${(p) => (p.$done ? DONE.ink : theme.colour.ink)};
  background: ${(p) => (p.$done ? DONE.ground : theme.colour.canvas)};
`

const Hidden = styled.span`
  ${theme.visuallyHidden}
`
