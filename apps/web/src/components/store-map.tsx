import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '../lib/use-translation';

export interface MapMarker {
  id: number | string;
  latitude: number;
  longitude: number;
  label: string;
  href?: string;
}

// Leaflet is loaded only on the pages that show a map (issue [3/6]), and there only when the
// shopper asks for it (issue 13 §2, decision 0079): until then a box of the map's size holds a
// "show map" button, so neither Leaflet (~45 KB, over a second of main-thread work on a phone)
// nor a single tile is requested on the first visit. The list beside it never depends on it. A chunk that fails to load (or a Leaflet error) is caught here and a failed tile
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

/** Starts loading the map chunk (on hover or focus of the button, before the tap lands). */
const preloadLeaflet = () => void import('./store-map-leaflet').catch(() => undefined);

export function StoreMap({ markers, label }: { markers: MapMarker[]; label: string }) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  if (!isShown) {
    return (
      <div
        data-testid="store-map-placeholder"
        className="flex h-72 w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 p-4 text-center"
      >
        <button
          type="button"
          onClick={() => setIsShown(true)}
          onPointerEnter={preloadLeaflet}
          onFocus={preloadLeaflet}
          className="rounded-lg bg-emerald-800 px-5 py-2.5 font-semibold text-white hover:bg-emerald-900"
        >
          {t('shops.showMap')}
        </button>
        <p className="text-sm text-slate-700">
          {t('shops.showMapHint', { count: markers.length })}
        </p>
      </div>
    );
  }
  return (
    <MapBoundary>
      <Suspense fallback={<div className="h-72 rounded-xl bg-slate-100" />}>
        <LeafletMap markers={markers} label={label} unavailable={<MapUnavailable />} shouldFocus />
      </Suspense>
    </MapBoundary>
  );
}
