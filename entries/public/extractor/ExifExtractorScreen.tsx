// Being built (issue 33).

export function ExifExtractorScreen() {
  return <h1>ExifExtractor</h1>
}
