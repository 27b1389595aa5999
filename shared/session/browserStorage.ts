// Safe access to this tab's session storage: missing in Node, and reading it can throw where the browser
// blocks site data.

export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}
