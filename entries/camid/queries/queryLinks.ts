// The addresses of the Camera ID pages a query leads to.

/** /camid/{querySpnId}: a query's hits (spec-2 §2). */
export const hitsHref = (queryId: string) => `/camid/${encodeURIComponent(queryId)}`

export const QUERIES_PATH = '/camid'
