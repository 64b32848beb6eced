import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** Spec 2.6: after cookie consent, the browser position is stored as {latitude, longitude}. */
export function trackLocation(geolocation: Geolocation | undefined = navigator.geolocation): void {
  if (!geolocation) return;
  geolocation.getCurrentPosition(
    (position) => {
      writeStorage(
        STORAGE_KEYS.location,
        JSON.stringify({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        }),
      );
    },
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
        writeStorage(
          STORAGE_KEYS.location,
          JSON.stringify({
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
          }),
        );
        resolve(true);
      },
      () => resolve(false),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  });
}

/** The stored location, or null (the LocationData header carries the same JSON). */
export function readStoredLocation(): { latitude: number; longitude: number } | null {
  try {
    const o = JSON.parse(readStorage(STORAGE_KEYS.location) ?? 'null') as Record<string, unknown>;
    const latitude = Number(o?.latitude);
    const longitude = Number(o?.longitude);
    return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
  } catch {
    return null;
  }
}
