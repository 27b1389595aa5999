// The Markdown of the API document's introduction read into blocks for the /docs page: headings, paragraphs and
// lists one level deep, each line of a list item indented under it joined to it (server/api/openapi/introduction.ts
// writes no more than this). Text stays text: the page draws it as elements, never as HTML.

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }

/** A piece of a line: plain text, `code` or **bold**. */
export type Inline = { kind: 'text' | 'code' | 'strong'; text: string }

const BULLET = /^[-*] +(.*)$/
const NUMBERED = /^\d+\. +(.*)$/

export function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = []
  let open: Block | null = null
  for (const raw of markdown.split('\n')) {
    const line = raw.trim()
    const item = BULLET.exec(line) ?? NUMBERED.exec(line)
    if (line === '') open = null
    else if (line.startsWith('#')) {
      blocks.push({ kind: 'heading', text: line.replace(/^#+\s*/, '') })
      open = null
    } else if (item) {
      const ordered = NUMBERED.test(line)
      if (open?.kind !== 'list' || open.ordered !== ordered) blocks.push((open = { kind: 'list', ordered, items: [] }))
      open.items.push(item[1] ?? '')
    } else if (open?.kind === 'list' && raw.startsWith(' ')) open.items[open.items.length - 1] += ` ${line}`
    else if (open?.kind === 'paragraph') open.text += ` ${line}`
    else blocks.push((open = { kind: 'paragraph', text: line }))
  }
  return blocks
}

/** A line's code spans and bold runs; an unclosed mark is plain text. */
export function inlinesOf(text: string): Inline[] {
  const inlines: Inline[] = []
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*/g
  let at = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) inlines.push({ kind: 'text', text: text.slice(at, match.index) })
    inlines.push(match[1] !== undefined ? { kind: 'code', text: match[1] } : { kind: 'strong', text: match[2] ?? '' })
    at = match.index + match[0].length
  }
  if (at < text.length) inlines.push({ kind: 'text', text: text.slice(at) })
  return inlines
}
