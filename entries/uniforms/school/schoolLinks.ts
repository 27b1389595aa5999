// The addresses of a school's page and of one of its images on it (spec-3 §2 routes).

export const schoolHref = (schoolId: string): string => `/uniforms/schools/${encodeURIComponent(schoolId)}`

export const schoolImageHref = (schoolId: string, imageId: string): string => `${schoolHref(schoolId)}/images/${encodeURIComponent(imageId)}`
