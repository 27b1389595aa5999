// The similar search's example (spec-1 §2.8: one fixed example hash). It is the PhotoDNA vector of the
// first sighting the demo data generator writes on a first start (seed 42, 20,000 sightings): that
// picture was re-posted, so the example finds its near-duplicates in the demo data. On other data it is
// simply a well-formed hash that may find nothing.

export const EXAMPLE_HASH =
  '146,151,152,169,159,184,215,199,194,229,163,201,226,255,255,255,241,255,255,231,223,228,208,224,239,254,216,188,177,217,255,255,225,224,234,213,142,165,176,203,255,255,255,255,218,164,153,191,219,239,193,138,77,53,0,0,0,0,0,1,0,0,31,35,43,23,31,52,73,24,45,15,18,78,90,74,53,66,111,110,100,78,89,54,55,63,119,164,166,119,117,126,135,109,172,179,168,209,162,127,138,129,112,131,164,195,213,249,228,202,238,214,211,191,209,243,219,224,245,255,197,181,185,117,103,93,47,56,0,0,0,0,0,22,39,19,39,31,62,89,120,120,133,74'
