// The API document's introduction drawn from its Markdown (markdownBlocks.ts) as the page's own elements: its
// headings one level under the page's title.

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { blocksOf, inlinesOf, type Block } from './markdownBlocks.js'

function Inlines({ text }: { text: string }) {
  return (
    <>
      {inlinesOf(text).map((inline, index) =>
        inline.kind === 'code' ? <code key={index}>{inline.text}</code> : inline.kind === 'strong' ? <strong key={index}>{inline.text}</strong> : inline.text,
      )}
    </>
  )
}

function BlockShown({ block }: { block: Block }) {
  if (block.kind === 'heading') return <h2><Inlines text={block.text} /></h2>
  if (block.kind === 'paragraph') return <p><Inlines text={block.text} /></p>
  const items = block.items.map((item, index) => (
    <li key={index}>
      <Inlines text={item} />
    </li>
  ))
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>
}

export function MarkdownText({ markdown }: { markdown: string }) {
  return (
    <Text>
      {blocksOf(markdown).map((block, index) => (
        <BlockShown key={index} block={block} />
      ))}
    </Text>
  )
}

const Text = styled.div`
  line-height: 1.5;
  h2 { margin: ${theme.space(2)} 0 ${theme.space(1)}; font-size: 1.25rem; }
  p, ul, ol { margin: 0 0 ${theme.space(1)}; }
  li + li { margin-top: ${theme.space(0.5)}; }
  code { font-family: ${theme.font.mono}; font-size: 0.9em; overflow-wrap: anywhere; }
`
