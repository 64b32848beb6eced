import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { getAppConfig } from '../lib/app-config';
import type { MapMarker } from './store-map';

const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The Leaflet map itself (lazy chunk). Tiles come from the app-config mapTileUrl. */
export default function StoreMapLeaflet({
  markers,
  label,
}: {
  markers: MapMarker[];
  label: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);

  // Leaflet is an imperative widget: create it once, then sync markers (not data fetching).
  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { scrollWheelZoom: false }).setView([13.7563, 100.5018], 6);
    L.tileLayer(getAppConfig().mapTileUrl || DEFAULT_TILES, {
      attribution: '&copy; OpenStreetMap contributors',
      maxZoom: 19,
    }).addTo(m);
    map.current = m;
    layer.current = L.layerGroup().addTo(m);
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
    <div
      ref={element}
      role="img"
      aria-label={label}
      data-testid="store-map"
      className="h-72 w-full rounded-xl bg-slate-100"
    />
  );
}
