// The similar search's example (spec-1 §2.8: one fixed example hash). It is the PhotoDNA vector of the
// eighth sighting the demo data generator writes on a first start (seed 42, 20,000 sightings): that
// picture was re-posted, so the example finds its near-duplicates in the demo data. On other data it is
// simply a well-formed hash that may find nothing.

export const EXAMPLE_HASH =
  '140,138,156,136,165,132,148,165,154,188,168,199,204,201,210,242,221,192,152,147,142,188,152,162,150,175,173,144,' +
  '207,232,224,255,227,255,255,226,153,154,163,177,164,150,117,111,89,124,155,189,152,154,164,134,145,100,110,76,59,' +
  '30,20,29,16,30,34,65,93,98,129,98,105,93,117,66,83,53,33,11,0,30,21,24,58,65,82,78,27,25,0,0,0,0,0,17,1,8,17,0,' +
  '67,51,13,26,45,88,64,34,41,61,106,122,64,93,47,26,25,36,16,0,32,20,40,13,0,35,44,29,36,50,52,63,84,137,144,165,' +
  '136,193,202,174,172,135,98,59,59,82,84,85'
