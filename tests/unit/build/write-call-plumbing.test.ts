// An area that is on the state kit's write calls and forms writes none of their plumbing again (issue 29):
// no busy flag of its own, no form keeping its own tried flag or refusal, no guessing of a refused field
// from the service's words, no self-clearing message of its own (the action's result, the table's error).
// Every area is on the kit.

import t from 'tap'
import ts from 'typescript'
import { resolve } from 'node:path'
import { importsOf, parseSource, readSource, sourceFiles } from './source-scan.js'

const ROOT = resolve('.')
const ON_THE_KIT = ['entries']

/** The names a busy flag goes by. */
const BUSY = /^(busy|saving|creating|adding|removing|rotating|submitting|sending)$/
/** What a form's own copy of the form hook keeps. */
const FORM_STATE = /^(tried|refusal|busy|saving)$/
/** A module of calls: shared/api/X.js, not its types. */
const CALL_MODULE = /\/shared\/api\/[^/]+\.js$/
/** A function guessing a refused field from the service's words. */
const FIELD_GUESS = /^field\w*Refusal$/

const calleeName = (node: ts.Expression | undefined): string | null =>
  node && ts.isCallExpression(node) ? (ts.isIdentifier(node.expression) ? node.expression.text : null) : null

/** Each piece of hand-written plumbing in a source file, as "file:line what". */
function plumbingIn(source: ts.SourceFile): string[] {
  const found: string[] = []
  const at = (node: ts.Node, what: string) => found.push(`${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`)
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node)) {
      const callee = calleeName(node.initializer)
      if (ts.isIdentifier(node.name) && callee === 'signal' && BUSY.test(node.name.text)) at(node, `a busy signal of its own: ${node.name.text}`)
      if (ts.isArrayBindingPattern(node.name) && callee === 'useState') {
        const [first] = node.name.elements
        if (first && ts.isBindingElement(first) && ts.isIdentifier(first.name) && FORM_STATE.test(first.name.text)) at(node, `a form's own ${first.name.text}`)
      }
    }
    if ((ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) && node.name && ts.isIdentifier(node.name) && FIELD_GUESS.test(node.name.text)) {
      at(node, `a refused field guessed from words: ${node.name.text}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  // A message timer of its own beside calls (a write's result, a load's failure) is the action's or the table
  // error's; a component's toast that follows no call (a copy) may use the kit's timer.
  const imports = importsOf(source)
  const makesCalls = imports.some((imported) => CALL_MODULE.test(imported.text))
  for (const imported of imports) {
    if (makesCalls && /\/state\/selfClearingMessage\.js$/.test(imported.text)) found.push(`${imported.file}:${imported.line} a self-clearing message of its own`)
  }
  return found
}

t.test('an area on the kit writes no busy flag, form state, field guess or message timer of its own', async (t) => {
  const files = sourceFiles(ROOT, ON_THE_KIT)
  t.ok(files.length > 50, `the scan sees the areas' files (${files.length})`)
  const found = files.flatMap((file) => plumbingIn(readSource(ROOT, file)))
  t.same(found, [], 'none')
})

t.test('the check finds each kind of plumbing, and not what the kit itself offers', async (t) => {
  const scan = (text: string) => plumbingIn(parseSource('entries/admin/x.tsx', text)).map((f) => f.replace(/^[^ ]+ /, ''))
  t.same(scan("const creating = signal(false)\nconst list = signal<string[]>([])"), ['a busy signal of its own: creating'])
  t.same(scan('const [tried, setTried] = useState(false)\nconst [open, setOpen] = useState(false)'), ["a form's own tried"])
  t.same(scan('export function fieldOfTrialRefusal(message: string) { return null }'), ['a refused field guessed from words: fieldOfTrialRefusal'])
  const timer = "import { createSelfClearingMessage } from '../../shared/state/selfClearingMessage.js'"
  t.same(scan(`import { trialCalls } from '../../shared/api/trials.js'\n${timer}`), ['a self-clearing message of its own'], 'beside calls')
  t.same(scan(`import type { Trial } from '../../shared/api/types/trials.js'\n${timer}`), [], "a toast's timer, beside no call")
  t.same(scan("const creating = createAction({ timers })\nconst { draft, edit } = useForm({ initial })"), [])
})
