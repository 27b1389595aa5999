// Areas keep no paging or address plumbing of their own that the kit has (issue 29): a page that does not
// exist is put right by usePageCorrection or useServerPagedList, never by an area calling pageCorrection,
// and an area writes its page's address through useQueryString or an href its URL state builds, never by
// gluing a path to a query string in a navigate call.

import t from 'tap'
import ts from 'typescript'
import { parseSource, readSource, sourceFiles } from '../../build/source-scan.js'

const ROOT = new URL('../../../../', import.meta.url).pathname

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node)
  ts.forEachChild(node, (child) => visit(child, each))
}

/** `${path}?${query}`: a template that starts with an interpolated path followed by a query string. */
const gluesQuery = (node: ts.Node) => ts.isTemplateExpression(node) && node.head.text === '' && node.templateSpans[0]!.literal.text.startsWith('?')

/** Where a source file keeps plumbing the kit has, as "file:line what". */
function breaches(source: ts.SourceFile): string[] {
  const found: string[] = []
  const at = (node: ts.Node) => `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`
  visit(source, (node) => {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return
    const name = node.expression.text
    if (name === 'pageCorrection') found.push(`${at(node)} corrects a page by hand (use usePageCorrection or useServerPagedList)`)
    const [first] = node.arguments
    let glued = false
    if (name === 'navigate' && first) visit(first, (inner) => (glued ||= gluesQuery(inner)))
    if (glued) found.push(`${at(node)} writes its address by hand (use useQueryString)`)
  })
  return found
}

t.test("no area corrects a page or writes its page's address by hand", async (t) => {
  const areas = sourceFiles(ROOT, ['entries'])
  t.ok(areas.length > 100, `${areas.length} area files`)
  const found = areas.flatMap((file) => breaches(readSource(ROOT, file)))
  for (const breach of found) t.fail(breach)
  if (found.length === 0) t.pass('the kit does it for every area')
})

t.test('the check catches what it is for, and not a link to another page', async (t) => {
  const sample = (text: string) => breaches(parseSource('entries/x/x.tsx', text)).length
  t.equal(sample('const c = pageCorrection(page, last)\nuseEffect(() => { if (c !== null) go(c) })'), 1)
  t.equal(sample('navigate(written ? `${path}?${written}` : path, { replace: true })'), 1)
  t.equal(sample('navigate(`/register/verify?email=${encodeURIComponent(email)}`)'), 0, 'an address of another page')
  t.equal(sample('navigate(searchHref(next), { replace })\nusePageCorrection(page, last, goTo)'), 0)
})
