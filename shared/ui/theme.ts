// Colours, spacing and type for every area (STYLE.md: styled-components read these, no ad-hoc values).

export const theme = {
  colour: {
    ink: '#1b2430',
    muted: '#5b6573',
    paper: '#ffffff',
    canvas: '#f3f5f8',
    brand: '#0f4c81',
    brandInk: '#ffffff',
    /** A lighter brand tone for controls sitting on the brand bar. */
    brandSoft: '#3a6f9f',
    line: '#d8dde4',
    danger: '#b3261e',
    dangerSoft: '#fdecea',
    warning: '#7a4f01',
    warningSoft: '#fff4d6',
    /** Done, complete: dark enough on its soft ground and on paper for AA contrast. */
    success: '#1d5e31',
    successSoft: '#e2f1e6',
    successLine: '#a9d3b5',
    focus: '#ffbf47',
    /** Dims the page behind a blocking dialog. */
    scrim: 'rgba(15, 24, 38, 0.55)',
  },
  space: (n: number) => `${n * 8}px`,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    /** For values copied character by character: client ids, addresses, keys. */
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    size: { small: '0.875rem', body: '1rem', title: '1.5rem' },
  },
  radius: '6px',
  shadow: '0 8px 24px rgba(15, 24, 38, 0.18)',
  /** Below this width the side menu floats over the page instead of pushing it aside. */
  narrow: '(max-width: 720px)',
  /** Stacking order of the shell's layers over the page. */
  layer: { menu: 10, panel: 20, bar: 30, dialog: 40 },
  /** Read by screen readers, out of sight: the declarations of a visually hidden element. */
  visuallyHidden: 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;',
} as const

export type Theme = typeof theme
