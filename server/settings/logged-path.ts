// What of a request's address the edge's and the built-in service's logs may hold: the route, never a value.
// A query string carries an investigator's search terms and the one-time BigSearch export token; a path
// can carry a PhotoDNA hash, a case's job id or a sighting's. The audit log keeps what it must of these,
// for its readers only; an operator's log is read by others and kept elsewhere.

/** Everything after this is the hash asked for, base64 included, whose '/' would split it into segments. */
const SIMILAR_SEARCH = '/v1/sightings/similar/pdna/full/'
/**
 * A segment that is one of the routes' own words ('v1', 'bigsearch', 'audit-options'); anything else, with a
 * digit, a capital or over 40 letters (an id, a role, a hash's piece), is a value.
 */
const ROUTE_WORD = /^(?:v1|(?=[a-z-]{1,40}$)[a-z]+(?:-[a-z]+)*)$/
/** The build's own files, whose names say nothing of an investigation. */
const BUILD_FILE = /^\/assets\/[\w.-]{1,120}$/
const MAX_PATH = 200

/** The path with its query string dropped and each value in it written as ':value' ('/v1/licences/:value/audit'). */
export function loggedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? ''
  if (BUILD_FILE.test(path)) return path
  if (path.startsWith(SIMILAR_SEARCH)) return `${SIMILAR_SEARCH}:hash`
  const route = path
    .split('/')
    .map((segment, i) => (i === 0 || segment === '' || ROUTE_WORD.test(segment) ? segment : ':value'))
    .join('/')
  return route.length > MAX_PATH ? `${route.slice(0, MAX_PATH)}…` : route
}
