// Great-circle distances in memory, equal to the SQL ones: earthdistance's sphere
// (earth() = 6378168 m) and the haversine form of its great-circle distance.

export const EARTH_RADIUS_M = 6_378_168;
export const RAD = Math.PI / 180;

/** A point prepared for many distance sums: latitude, longitude in radians and cos(latitude). */
export type RadPoint = { latRad: number; lonRad: number; cosLat: number };

export function toRadPoint(latitude: number, longitude: number): RadPoint {
  return { latRad: latitude * RAD, lonRad: longitude * RAD, cosLat: Math.cos(latitude * RAD) };
}

/** Great-circle distance (haversine) in metres from a point given by its parts to `b`. */
export function distanceM(latRad: number, lonRad: number, cosLat: number, b: RadPoint): number {
  const dLat = latRad - b.latRad;
  const dLon = lonRad - b.lonRad;
  const h = Math.sin(dLat / 2) ** 2 + cosLat * b.cosLat * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
