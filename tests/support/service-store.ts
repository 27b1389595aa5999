// The store a test's service is built on over a SQLite database the test opened itself: closing the service closes
// the database, as a running service closes its file, while the test's own store over it (storeOnSqlite) is shared
// with the service's calls and stays usable until then.

import type Database from 'better-sqlite3'
import { storeOnSqlite } from '../../server/api/store/engine/sqlite.js'
import type { Store } from '../../server/api/store/engine/store.js'

export function serviceStoreOn(db: Database.Database): Store {
  return {
    ...storeOnSqlite(db),
    close: async () => {
      if (db.open) db.close()
    },
  }
}
