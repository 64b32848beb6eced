// Load index and speed rating of a tyre (ISO 4000-1 / ETRTO tables), for the spec table and the
// product data sheet: '112S' → 1,120 kg per tyre, up to 180 km/h.

/** Maximum load per tyre in kg for the load indexes of passenger, SUV and pickup tyres. */
// biome-ignore format: a lookup table reads best as a table
const LOAD_KG: Record<number, number> = {
  60: 250, 61: 257, 62: 265, 63: 272, 64: 280, 65: 290, 66: 300, 67: 307, 68: 315, 69: 325,
  70: 335, 71: 345, 72: 355, 73: 365, 74: 375, 75: 387, 76: 400, 77: 412, 78: 425, 79: 437,
  80: 450, 81: 462, 82: 475, 83: 487, 84: 500, 85: 515, 86: 530, 87: 545, 88: 560, 89: 580,
  90: 600, 91: 615, 92: 630, 93: 650, 94: 670, 95: 690, 96: 710, 97: 730, 98: 750, 99: 775,
  100: 800, 101: 825, 102: 850, 103: 875, 104: 900, 105: 925, 106: 950, 107: 975, 108: 1000,
  109: 1030, 110: 1060, 111: 1090, 112: 1120, 113: 1150, 114: 1180, 115: 1215, 116: 1250,
  117: 1285, 118: 1320, 119: 1360, 120: 1400, 121: 1450, 122: 1500, 123: 1550, 124: 1600,
  125: 1650, 126: 1700,
};

/** Maximum speed in km/h for each speed rating letter. */
// biome-ignore format: a lookup table reads best as a table
const SPEED_KMH: Record<string, number> = {
  L: 120, M: 130, N: 140, P: 150, Q: 160, R: 170, S: 180, T: 190, U: 200, H: 210, V: 240,
  W: 270, Y: 300, Z: 240,
};

export function loadIndexKg(loadIndex: number): number | null {
  return LOAD_KG[loadIndex] ?? null;
}

/** 'Z' means "over 240"; the others are the maximum. */
export function speedRatingKmh(speedRating: string): number | null {
  return SPEED_KMH[speedRating.trim().toUpperCase()] ?? null;
}
