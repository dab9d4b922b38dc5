/**
 * The props of a wide table's wrapper that scrolls sideways on a phone: it can take the
 * keyboard's focus (arrow keys then scroll it) and is announced with `label`, as WCAG asks of a
 * scrollable region. `<div {...scrollRegion(label)}>`.
 */
export function scrollRegion(label: string) {
  return { className: 'sheet-scroll', role: 'region', 'aria-label': label, tabIndex: 0 } as const;
}
