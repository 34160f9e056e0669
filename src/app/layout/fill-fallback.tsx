import { SkeletonText } from '@/components/skeleton-text';

/** What the end-user page shows while its code and data arrive (no console chrome, as the page). */
export function FillFallback() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading the form"
      style={{ maxWidth: 900, margin: '32px auto', padding: 16 }}
    >
      <SkeletonText style={{ width: '60%', height: 32 }} />
      <SkeletonText style={{ width: '90%' }} />
      <SkeletonText style={{ width: '100%', height: 220, marginTop: 24 }} />
    </div>
  );
}
