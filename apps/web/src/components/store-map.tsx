import { lazy, Suspense } from 'react';

export interface MapMarker {
  id: number | string;
  latitude: number;
  longitude: number;
  label: string;
  href?: string;
}

// Leaflet is loaded only on the pages that show a map (issue [3/6]); the list beside it never
// depends on it, and a failed tile load leaves an empty grey map, nothing more.
const LeafletMap = lazy(() => import('./store-map-leaflet'));

export function StoreMap({ markers, label }: { markers: MapMarker[]; label: string }) {
  return (
    <Suspense fallback={<div className="h-72 rounded-xl bg-slate-100" />}>
      <LeafletMap markers={markers} label={label} />
    </Suspense>
  );
}
