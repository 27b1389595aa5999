// The Hub's label trees: the uniform tree's top nodes are spec-3 §9's garments (and a few more), its leaves read
// colour and garment so that chips group by the last word, values are unique across both trees, and a picture's
// labels are its leaves with every node above them.

import t from 'tap'
import type { FilterNode } from '../../../../../../shared/api/types/uniforms.js'
import { UNIFORM_GARMENTS } from '../../../../../../shared/api/types/constants/uniforms.js'
import { garmentLeaf, isLabelLeaf, labelsOf, LOGO_LABEL_TREE, UNIFORM_LABEL_TREE } from '../../../../../../server/api/uniforms/demo/labelTrees.js'

function nodes(tree: FilterNode[]): FilterNode[] {
  return tree.flatMap((node) => [node, ...nodes(node.children)])
}

function depth(tree: FilterNode[]): number {
  return tree.length === 0 ? 0 : 1 + Math.max(...tree.map((node) => depth(node.children)))
}

t.test('the uniform tree begins with the garment filters of spec-3 §9, then shirts and trousers', async (t) => {
  t.same(UNIFORM_LABEL_TREE.slice(0, UNIFORM_GARMENTS.length).map((node) => node.value), [...UNIFORM_GARMENTS])
  t.same(UNIFORM_LABEL_TREE.map((node) => node.value).slice(UNIFORM_GARMENTS.length), ['Shirt', 'Trousers'])
  t.ok(UNIFORM_LABEL_TREE.every((node) => node.children.length > 0), 'every garment has leaves')
})

t.test('values are unique across both trees, a leaf is its own label, and neither tree is deeper than two', async (t) => {
  const all = [...nodes(LOGO_LABEL_TREE), ...nodes(UNIFORM_LABEL_TREE)]
  t.equal(new Set(all.map((node) => node.value)).size, all.length)
  t.ok(all.filter((node) => node.children.length === 0).every((node) => node.label === node.value))
  t.equal(depth(LOGO_LABEL_TREE), 2)
  t.equal(depth(UNIFORM_LABEL_TREE), 2)
  t.same(LOGO_LABEL_TREE.map((node) => node.value), ['Shape', 'Emblem', 'Colour'])
})

t.test('uniform leaves read colour and garment, and their last word is a garment word of their branch', async (t) => {
  const lastWords: Record<string, string[]> = {
    Blazer: ['Blazer'], 'Cardigan/Jumper': ['Jumper', 'Cardigan', 'Sweatshirt'], Dress: ['Dress'], Skirt: ['Skirt'], Tie: ['Tie'],
    Shirt: ['Shirt'], Trousers: ['Trousers'],
  }
  for (const top of UNIFORM_LABEL_TREE) {
    for (const leaf of top.children) {
      t.ok(lastWords[top.value]!.includes(leaf.label.split(' ').at(-1)!), `${leaf.label} under ${top.value}`)
      t.ok(leaf.label.split(' ').length >= 2, `${leaf.label} names a colour or pattern`)
    }
  }
  const leaves = nodes(UNIFORM_LABEL_TREE).map((node) => node.value)
  for (const expected of ['Navy Blazer', 'Bottle Green Blazer', 'Grey Skirt', 'Tartan Skirt', 'Red Jumper', 'Navy Cardigan', 'Striped Tie', 'Blue Gingham Dress', 'White Polo Shirt', 'Grey Trousers']) {
    t.ok(leaves.includes(expected), expected)
  }
  t.equal(garmentLeaf({ kind: 'skirt', colour: 'Navy', pattern: 'tartan' }), 'Tartan Skirt')
  t.equal(garmentLeaf({ kind: 'tie', colour: 'Maroon', pattern: 'plain' }), 'Maroon Tie')
})

t.test("a picture's labels are its leaves and the nodes above them; anything else is refused", async (t) => {
  const { labels, labelLeafNodes } = labelsOf(['Navy Blazer', 'Shield', 'Lion', 'Gold', 'Lion'])
  t.same(labelLeafNodes, ['Navy Blazer', 'Shield', 'Lion', 'Gold'])
  t.same(new Set(labels), new Set(['Blazer', 'Navy Blazer', 'Shape', 'Shield', 'Emblem', 'Lion', 'Colour', 'Gold']))
  t.ok(isLabelLeaf('Lion'))
  t.notOk(isLabelLeaf('Emblem'), 'a group is not a leaf')
  t.throws(() => labelsOf(['Blazer']), RangeError)
  t.throws(() => labelsOf(['Purple Spotted Blazer']), RangeError)
})
