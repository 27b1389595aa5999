// How many photos the browser's maker asks for (the crop it takes of each: shared/camid/prnu/cropSize.ts).

/** The fewest photos a fingerprint is made from here (spec-2 §5: a 5-star fingerprint needs at least 5 images). */
export const LEAST_PHOTOS = 5
