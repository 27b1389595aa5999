// The similar search's example (spec-1 §2.8: one fixed example hash). It is the PhotoDNA vector of the
// fifteenth sighting the demo data generator writes on a first start (seed 42, 20,000 sightings): that
// picture was re-posted, some copies with a place, so the example finds its near-duplicates in the demo
// data and the similar map has something to draw. On other data it is
// simply a well-formed hash that may find nothing.

export const EXAMPLE_HASH =
  '168,178,142,136,121,116,75,81,52,34,17,40,37,44,28,62,74,66,31,57,0,0,0,0,0,12,61,68,66,66,47,90,122,147,168,240,183,172,151,129,115,156,141,159,185,145,166,154,159,183,181,116,86,94,99,82,76,64,36,31,52,31,6,39,71,97,111,66,52,91,144,93,130,135,154,199,206,196,160,177,202,186,193,201,254,255,251,226,248,237,252,255,242,222,195,138,210,187,224,229,221,255,253,255,222,237,204,225,237,218,237,224,231,236,233,215,229,200,222,248,255,255,215,214,197,169,209,226,227,228,226,251,255,230,237,255,217,240,255,255,241,198,163,170'
