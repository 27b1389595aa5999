// Being built (issue 33).

export function ConnectTheDots() {
  return <h1>Connect The Dots</h1>
}
