// A checkbox tree's selection kept as its shortest list (spec-3 §2 trees; a parent stands for its children): a
// parent whose children are all chosen is chosen instead, unchecking under a chosen parent keeps its other
// branches, checking a parent takes in its chosen children, and a node shows mixed when only some below it are.

import t from 'tap'
import { checkState, findNode, toggleNode, treeNodes, type TreeNode } from '../../../../shared/ui/checkboxTreeSelection.js'

const leaf = (value: string): TreeNode => ({ value, label: value.toUpperCase(), children: [] })
const tree: TreeNode[] = [
  { value: 'uk', label: 'UK', children: [{ value: 'eng', label: 'England', children: [leaf('nw'), leaf('ldn'), leaf('se')] }, leaf('wal'), leaf('sco')] },
  leaf('ie'),
]

t.test('nodes are found and listed parents first, in the tree\'s order', async (t) => {
  t.same(treeNodes(tree).map((n) => n.value), ['uk', 'eng', 'nw', 'ldn', 'se', 'wal', 'sco', 'ie'])
  t.equal(findNode(tree, 'ldn')?.label, 'LDN')
  t.equal(findNode(tree, 'nowhere'), null)
})

t.test('a node is checked when it or a node above it is chosen, mixed when only some below it are', async (t) => {
  t.equal(checkState(tree, ['uk'], 'ldn'), 'checked')
  t.equal(checkState(tree, ['eng'], 'eng'), 'checked')
  t.equal(checkState(tree, ['eng'], 'uk'), 'mixed')
  t.equal(checkState(tree, ['ldn'], 'uk'), 'mixed')
  t.equal(checkState(tree, ['ldn'], 'wal'), 'unchecked')
  t.equal(checkState(tree, [], 'uk'), 'unchecked')
})

t.test('checking the last unchosen child chooses the parent instead, up the tree', async (t) => {
  t.same(toggleNode(tree, ['nw', 'ldn'], 'se'), ['eng'])
  t.same(toggleNode(tree, ['eng', 'wal'], 'sco'), ['uk'])
  t.same(toggleNode(tree, ['nw', 'ldn', 'wal', 'sco'], 'se'), ['uk'], 'two levels at once')
})

t.test('checking a parent takes in its chosen children', async (t) => {
  t.same(toggleNode(tree, ['nw', 'ie'], 'eng'), ['eng', 'ie'])
  t.same(toggleNode(tree, ['nw'], 'uk'), ['uk'])
})

t.test('unchecking under a chosen parent keeps the parent\'s other branches chosen', async (t) => {
  t.same(toggleNode(tree, ['uk'], 'ldn'), ['nw', 'se', 'wal', 'sco'])
  t.same(toggleNode(tree, ['uk', 'ie'], 'eng'), ['wal', 'sco', 'ie'])
  t.same(toggleNode(tree, ['nw'], 'nw'), [])
})

t.test('a value the tree does not hold is kept after the others; an unknown node changes nothing', async (t) => {
  t.same(toggleNode(tree, ['old'], 'ie'), ['ie', 'old'])
  t.same(toggleNode(tree, ['ie'], 'nowhere'), ['ie'])
})
