// A store that lets a test act between two statements of a store function: after each statement whose SQL `after`
// picks has run, and before its rows reach the function, `then` runs on the plain store. So a test shows what a
// function does when another instance changed the data between its read and its write, on either engine.

import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'
import type { Store } from '../../../../../../server/api/store/engine/store.js'

/** The SQL text of a statement written with the sql tag, its values left out. */
function textOf(node: RootOperationNode): string {
  const fragments = (node as { sqlFragments?: readonly string[] }).sqlFragments
  return fragments ? fragments.join('?') : ''
}

/** `store`, with `then` run once after the first statement whose text `after` matches. */
export function storeActingBetween(store: Store, after: RegExp, then: (store: Store) => Promise<void>): Store {
  const picked = new WeakSet<object>()
  let done = false
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (!done && after.test(textOf(node))) picked.add(queryId)
      return node
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (!done && picked.has(queryId)) {
        done = true
        await then(store)
      }
      return result
    },
  }
  return { engine: store.engine, db: store.db.withPlugin(plugin), close: async () => {} }
}
