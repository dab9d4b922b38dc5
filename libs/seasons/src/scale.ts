import type { PointsScale } from './types.ts';

/**
 * What a final place scores on the scale, in an event of `fieldSize` entries: the table's value
 * for that place (its `beyond` past the table), or `base + N − place + 1`.
 */
export function placePoints(scale: PointsScale, place: number, fieldSize: number): number {
  switch (scale.kind) {
    case 'table':
      return scale.points[place - 1] ?? scale.beyond ?? 0;
    case 'field':
      return (scale.base ?? 0) + fieldSize - place + 1;
  }
}
