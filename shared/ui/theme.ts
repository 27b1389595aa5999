// Colours, spacing and type for every area (STYLE.md: styled-components read these, no ad-hoc values).

export const theme = {
  colour: {
    ink: '#1b2430',
    muted: '#5b6573',
    paper: '#ffffff',
    canvas: '#f3f5f8',
    brand: '#0f4c81',
    brandInk: '#ffffff',
    line: '#d8dde4',
    danger: '#b3261e',
  },
  space: (n: number) => `${n * 8}px`,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: { small: '0.875rem', body: '1rem', title: '1.5rem' },
  },
  radius: '6px',
} as const

export type Theme = typeof theme
