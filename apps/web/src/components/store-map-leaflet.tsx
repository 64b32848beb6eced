import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { getAppConfig } from '../lib/app-config';
import type { MapMarker } from './store-map';

const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

// Tiles that fail this many times without one loading mean the tile server is unreachable.
const FAILED_TILES_LIMIT = 4;

/** The Leaflet map itself (lazy chunk). Tiles come from the app-config mapTileUrl. */
export default function StoreMapLeaflet({
  markers,
  label,
  unavailable,
  shouldFocus = false,
}: {
  markers: MapMarker[];
  label: string;
  /** Shown under the map when its tiles cannot load. */
  unavailable: ReactNode;
  /** Move focus to the map once it exists (it replaces the button the shopper pressed). */
  shouldFocus?: boolean;
}) {
  const element = useRef<HTMLElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const map = useRef<L.Map | null>(null);
  const focusOnCreate = useRef(shouldFocus);
  const layer = useRef<L.LayerGroup | null>(null);

  // Leaflet is an imperative widget: create it once, then sync markers (not data fetching).
  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { scrollWheelZoom: false }).setView([13.7563, 100.5018], 6);
    let failed = 0;
    let loaded = false;
    L.tileLayer(getAppConfig().mapTileUrl || DEFAULT_TILES, {
      attribution: '&copy; OpenStreetMap contributors',
      maxZoom: 19,
    })
      .on('tileload', () => {
        loaded = true;
        setTilesFailed(false);
      })
      .on('tileerror', () => {
        failed += 1;
        if (!loaded && failed >= FAILED_TILES_LIMIT) setTilesFailed(true);
      })
      .addTo(m);
    map.current = m;
    layer.current = L.layerGroup().addTo(m);
    // Leaflet makes its container focusable (keyboard panning); it takes over from the button.
    if (focusOnCreate.current) element.current.focus({ preventScroll: true });
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const points: L.LatLngExpression[] = [];
    for (const marker of markers) {
      const point: L.LatLngExpression = [marker.latitude, marker.longitude];
      points.push(point);
      L.circleMarker(point, { radius: 8, color: '#065f46', fillOpacity: 0.8 })
        .bindTooltip(marker.label)
        .addTo(group);
    }
    if (points.length === 1) m.setView(points[0], 14);
    else if (points.length > 1) m.fitBounds(L.latLngBounds(points), { padding: [24, 24] });
  }, [markers]);

  return (
    <>
      {/* A labelled region, not role="img": the map holds zoom buttons and markers, and an
          image may not contain controls (axe nested-interactive). `isolate` keeps Leaflet's
          z-indexed panes and controls under the sticky header. */}
      <section
        ref={element}
        aria-label={label}
        data-testid="store-map"
        className="isolate h-72 w-full rounded-xl bg-slate-100"
      />
      {tilesFailed ? <div className="mt-2">{unavailable}</div> : null}
    </>
  );
}
