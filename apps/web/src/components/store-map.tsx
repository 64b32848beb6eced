import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '../lib/use-translation';

export interface MapMarker {
  id: number | string;
  latitude: number;
  longitude: number;
  label: string;
  href?: string;
}

// Leaflet is loaded only on the pages that show a map (issue [3/6]); the list beside it never
// depends on it. A chunk that fails to load (or a Leaflet error) is caught here and a failed tile
// load is reported by the map itself: either way one line of text replaces the map and the rest
// of the page stays usable.
const LeafletMap = lazy(() => import('./store-map-leaflet'));

function MapUnavailable() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      data-testid="store-map-unavailable"
      className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700"
    >
      {t('shops.mapUnavailable')}
    </p>
  );
}

class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <MapUnavailable /> : this.props.children;
  }
}

export function StoreMap({ markers, label }: { markers: MapMarker[]; label: string }) {
  return (
    <MapBoundary>
      <Suspense fallback={<div className="h-72 rounded-xl bg-slate-100" />}>
        <LeafletMap markers={markers} label={label} unavailable={<MapUnavailable />} />
      </Suspense>
    </MapBoundary>
  );
}
