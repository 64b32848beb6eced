import { useMemo } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';
import { useHydratedStore } from './use-hydrated-store';

/** Fired on this page when a position is stored (the 'storage' event covers other tabs). */
const LOCATION_EVENT = 'yangdee:location';

function storeLocation(position: GeolocationPosition): void {
  writeStorage(
    STORAGE_KEYS.location,
    JSON.stringify({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
  );
  window.dispatchEvent(new Event(LOCATION_EVENT));
}

/** Spec 2.6: after cookie consent, the browser position is stored as {latitude, longitude}. */
export function trackLocation(geolocation: Geolocation | undefined = navigator.geolocation): void {
  if (!geolocation) return;
  geolocation.getCurrentPosition(
    storeLocation,
    () => {
      // Refused or unavailable: pages work without a location (nearest shops fall back).
    },
    { maximumAge: 600_000, timeout: 15_000 },
  );
}

/** Asks the browser for its position now ('ใช้ตำแหน่งของฉัน'), stores it; true when granted. */
export function requestLocation(
  geolocation: Geolocation | undefined = navigator.geolocation,
): Promise<boolean> {
  return new Promise((resolve) => {
    if (!geolocation) return resolve(false);
    geolocation.getCurrentPosition(
      (position) => {
        storeLocation(position);
        resolve(true);
      },
      () => resolve(false),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  });
}

type Point = { latitude: number; longitude: number };

/** The stored location, or null (the LocationData header carries the same JSON). */
export function readStoredLocation(): Point | null {
  return parseLocation(readStorage(STORAGE_KEYS.location));
}

/** A position's part of the query keys: 'lat,lon', or '' without one. */
export function locationKeyOf(location: Point | null): string {
  return location ? `${location.latitude},${location.longitude}` : '';
}

function parseLocation(raw: string | null): Point | null {
  try {
    const o = JSON.parse(raw ?? 'null') as Record<string, unknown>;
    const latitude = Number(o?.latitude);
    const longitude = Number(o?.longitude);
    return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
  } catch {
    return null;
  }
}

function subscribeLocation(onChange: () => void): () => void {
  window.addEventListener(LOCATION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(LOCATION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The stored location and its query key ('lat,lon' or ''), kept current: a position that arrives
 * after the page opened (cookie consent, the background request) re-runs the page's queries.
 */
export function useStoredLocation(): { location: Point | null; locationKey: string } {
  const raw = useHydratedStore(
    subscribeLocation,
    () => readStorage(STORAGE_KEYS.location),
    // A server-rendered page knows no position: hydration matches it, then the stored one applies.
    () => null,
  );
  return useMemo(() => {
    const location = parseLocation(raw);
    return {
      location,
      locationKey: locationKeyOf(location),
    };
  }, [raw]);
}
