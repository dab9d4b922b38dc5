/** class-transformer's `@Transform(trim)`: a string without its surrounding spaces. */
export const trim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;
