// Being built (issue 33).

export function ApiDocsScreen() {
  return <h1>API Documentation</h1>
}
