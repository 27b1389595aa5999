// A named tree of checkboxes (spec-3 §2: the Hub's Regions, Logo label and Uniform label filters): a branch opens
// and closes with its own button, a parent shows mixed when only some of what is under it is chosen, and the
// selection is kept as its shortest list of values (checkboxTreeSelection.ts). Branches holding a choice open
// at first, so that a reloaded search shows what it chose.

import { useEffect, useRef, useState } from 'react'
import { styled } from 'styled-components'
import { PlainFieldset } from './form/PlainFieldset.js'
import { theme } from './theme.js'
import { checkState, toggleNode, treeNodes, type TreeNode } from './checkboxTreeSelection.js'

interface Props {
  label: string
  tree: readonly TreeNode[]
  selected: readonly string[]
  onChange: (selected: string[]) => void
}

export function CheckboxTree({ label, tree, selected, onChange }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(treeNodes(tree).filter((node) => checkState(tree, selected, node.value) === 'mixed').map((node) => node.value)))
  const toggleOpen = (value: string) => {
    const next = new Set(open)
    if (!next.delete(value)) next.add(value)
    setOpen(next)
  }
  const branch = (nodes: readonly TreeNode[], depth: number) => (
    <Branch role={depth === 0 ? undefined : 'group'}>
      {nodes.map((node) => (
        <li key={node.value}>
          <Row>
            {node.children.length > 0 ? (
              <Opener type="button" aria-expanded={open.has(node.value)} aria-label={`Show what is under ${node.label}`} onClick={() => toggleOpen(node.value)}>
                <span aria-hidden="true">{open.has(node.value) ? '▾' : '▸'}</span>
              </Opener>
            ) : (
              <Spacer />
            )}
            <NodeCheckbox label={node.label} state={checkState(tree, selected, node.value)} onToggle={() => onChange(toggleNode(tree, selected, node.value))} />
          </Row>
          {node.children.length > 0 && open.has(node.value) && branch(node.children, depth + 1)}
        </li>
      ))}
    </Branch>
  )
  return (
    <PlainFieldset>
      <Legend>{label}</Legend>
      <Scroller>{tree.length > 0 ? branch(tree, 0) : <Empty>None to choose from.</Empty>}</Scroller>
    </PlainFieldset>
  )
}

function NodeCheckbox({ label, state, onToggle }: { label: string; state: 'checked' | 'mixed' | 'unchecked'; onToggle: () => void }) {
  const input = useRef<HTMLInputElement>(null)
  // Mixed is a property of the element, not an attribute React can write.
  useEffect(() => {
    if (input.current) input.current.indeterminate = state === 'mixed'
  }, [state])
  return (
    <Option>
      <input ref={input} type="checkbox" checked={state === 'checked'} onChange={onToggle} />
      <span>{label}</span>
    </Option>
  )
}


const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space(0.5)};
  font-weight: 600;
  font-size: ${theme.font.size.small};
`

const Scroller = styled.div`
  max-height: 16rem;
  overflow-y: auto;
`

const Branch = styled.ul`
  margin: 0;
  padding: 0 0 0 ${theme.space(1.5)};
  list-style: none;
  &:not([role]) { padding-left: 0; }
`

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(0.5)};
  min-height: 1.75rem;
`

const Opener = styled.button`
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  font: inherit;
  color: ${theme.colour.ink};
  background: none;
  border: 0;
  border-radius: ${theme.radius};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; }
`

const Spacer = styled.span`
  width: 1.5rem;
  flex: none;
`

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(0.5)};
  font-size: ${theme.font.size.small};
  cursor: pointer;
  input { margin: 0; width: 1rem; height: 1rem; accent-color: ${theme.colour.brand}; }
  input:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`

const Empty = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`
