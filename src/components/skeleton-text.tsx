/** A placeholder line while content loads (lighter than MUI's Skeleton; one global style). */
import type { CSSProperties } from 'react';

export function SkeletonText(props: { style?: CSSProperties; 'data-testid'?: string }) {
  return <span className="skeleton-text" {...props} />;
}
