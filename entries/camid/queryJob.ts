// A query's job as the pages follow it: whether it has yet to finish, and how often a page showing such a query
// asks again (its progress on the queries page, its hits on its own page).

import type { CamIdQuery } from '../../shared/api/types/camid.js'

/** How often a page is asked again while a query's job is waiting or running. */
export const QUERIES_POLL_MS = 3_000

/** Whether a query's job has yet to finish. */
export const isUnderWay = (query: Pick<CamIdQuery, 'state'>) => query.state === 'QUEUED' || query.state === 'RUNNING'
