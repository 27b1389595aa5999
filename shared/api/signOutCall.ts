// The sign-out call, named once for the edge and the service: neither refuses it for load. A sign-out turned
// away by a busy server would leave the session open on a shared workstation while the page says "signed out".

/** Whether a request is the sign-out call (POST /v1/logout, with or without a query). */
export function isSignOutCall(method: string, url: string): boolean {
  return method === 'POST' && (url.split('?', 1)[0] ?? '') === '/v1/logout'
}
