// Being built (issue 33).

export function WriteToUs() {
  return <h1>Write to us</h1>
}
