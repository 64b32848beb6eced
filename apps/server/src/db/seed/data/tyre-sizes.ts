// Real tyre sizes sold in Thailand, with the load index and speed rating most often printed on
// them. `groups` says which families of tyre models are made in that size:
//   city  – small cars and eco cars (13–16")        sedan – compact and mid-size cars (15–17")
//   uhp   – high-performance cars (17–20")           suv   – crossovers and SUVs (16–20")
//   ht    – pickups and PPVs on highway tread        at    – all-terrain / mud-terrain
//   rf    – run-flat sizes of European premium cars

export type SizeGroup = 'city' | 'sedan' | 'uhp' | 'suv' | 'ht' | 'at' | 'rf';
export type SizeCategory = 'passenger' | 'suv' | 'pickup';

export type TyreSizeSeed = {
  label: string;
  width: number;
  ratio: number;
  diameter: number;
  loadIndex: number;
  speedRating: string;
  category: SizeCategory;
  groups: readonly SizeGroup[];
};

// label, load index, speed rating, category, groups
const rows: ReadonlyArray<readonly [string, number, string, SizeCategory, string]> = [
  ['155/65R13', 73, 'T', 'passenger', 'city'],
  ['165/65R13', 77, 'T', 'passenger', 'city'],
  ['175/70R13', 82, 'T', 'passenger', 'city'],
  ['165/65R14', 79, 'T', 'passenger', 'city'],
  ['165/70R14', 81, 'T', 'passenger', 'city'],
  ['175/65R14', 82, 'H', 'passenger', 'city'],
  ['175/70R14', 84, 'H', 'passenger', 'city'],
  ['185/65R14', 86, 'H', 'passenger', 'city'],
  ['185/70R14', 88, 'H', 'passenger', 'city'],
  ['175/55R15', 77, 'T', 'passenger', 'city'],
  ['175/65R15', 84, 'H', 'passenger', 'city'],
  ['185/55R15', 82, 'V', 'passenger', 'city,sedan'],
  ['185/60R15', 84, 'H', 'passenger', 'city,sedan'],
  ['185/65R15', 88, 'H', 'passenger', 'city,sedan'],
  ['195/50R15', 82, 'V', 'passenger', 'city,sedan'],
  ['195/55R15', 85, 'V', 'passenger', 'city,sedan'],
  ['195/60R15', 88, 'H', 'passenger', 'sedan'],
  ['195/65R15', 91, 'V', 'passenger', 'sedan'],
  ['205/65R15', 94, 'V', 'passenger', 'sedan'],
  ['185/55R16', 83, 'V', 'passenger', 'city,sedan'],
  ['195/50R16', 84, 'V', 'passenger', 'city,sedan'],
  ['195/55R16', 87, 'V', 'passenger', 'sedan'],
  ['195/60R16', 89, 'H', 'passenger', 'city,sedan'],
  ['185/60R16', 86, 'H', 'passenger', 'city,sedan'],
  ['205/45R16', 83, 'V', 'passenger', 'sedan,uhp'],
  ['205/50R16', 87, 'V', 'passenger', 'sedan'],
  ['205/55R16', 91, 'V', 'passenger', 'sedan,rf'],
  ['205/60R16', 92, 'V', 'passenger', 'sedan'],
  ['205/65R16', 95, 'H', 'passenger', 'sedan,suv'],
  ['215/55R16', 93, 'V', 'passenger', 'sedan'],
  ['215/60R16', 95, 'V', 'passenger', 'sedan'],
  ['205/45R17', 88, 'W', 'passenger', 'sedan,uhp'],
  ['205/50R17', 93, 'W', 'passenger', 'sedan,uhp'],
  ['205/55R17', 95, 'V', 'passenger', 'sedan'],
  ['215/45R17', 91, 'W', 'passenger', 'sedan,uhp'],
  ['215/50R17', 95, 'W', 'passenger', 'sedan,uhp'],
  ['215/55R17', 94, 'V', 'passenger', 'sedan'],
  ['225/45R17', 94, 'W', 'passenger', 'sedan,uhp,rf'],
  ['225/50R17', 98, 'W', 'passenger', 'sedan,uhp,rf'],
  ['225/55R17', 97, 'W', 'passenger', 'sedan,suv,rf'],
  ['235/45R17', 97, 'W', 'passenger', 'uhp'],
  ['215/45R18', 93, 'W', 'passenger', 'sedan,uhp'],
  ['225/40R18', 92, 'Y', 'passenger', 'uhp'],
  ['225/45R18', 95, 'Y', 'passenger', 'uhp,rf'],
  ['235/40R18', 95, 'Y', 'passenger', 'uhp'],
  ['215/50R18', 92, 'V', 'passenger', 'sedan,suv'],
  ['225/50R18', 95, 'V', 'passenger', 'sedan,suv'],
  ['235/45R18', 98, 'W', 'passenger', 'sedan,uhp'],
  ['245/40R18', 97, 'Y', 'passenger', 'uhp,rf'],
  ['245/45R18', 100, 'Y', 'passenger', 'uhp,rf'],
  ['255/40R18', 99, 'Y', 'passenger', 'uhp'],
  ['275/40R18', 103, 'Y', 'passenger', 'uhp,rf'],
  ['225/40R19', 93, 'Y', 'passenger', 'uhp,rf'],
  ['235/40R19', 96, 'Y', 'passenger', 'uhp'],
  ['235/45R19', 99, 'W', 'passenger', 'uhp'],
  ['245/40R19', 98, 'Y', 'passenger', 'uhp,rf'],
  ['245/45R19', 102, 'Y', 'passenger', 'uhp,rf'],
  ['255/35R19', 96, 'Y', 'passenger', 'uhp'],
  ['275/35R19', 100, 'Y', 'passenger', 'uhp,rf'],
  ['275/40R19', 105, 'Y', 'passenger', 'uhp,rf'],
  ['245/35R20', 95, 'Y', 'passenger', 'uhp'],
  ['275/35R20', 102, 'Y', 'passenger', 'uhp'],
  ['215/65R16', 98, 'H', 'suv', 'suv,ht'],
  ['215/70R16', 100, 'H', 'suv', 'suv,ht'],
  ['225/70R16', 103, 'H', 'suv', 'suv,ht'],
  ['215/60R17', 96, 'H', 'suv', 'suv'],
  ['225/60R17', 99, 'H', 'suv', 'suv'],
  ['225/65R17', 102, 'H', 'suv', 'suv,ht'],
  ['235/60R17', 102, 'V', 'suv', 'suv'],
  ['235/65R17', 108, 'V', 'suv', 'suv,ht'],
  ['215/55R18', 95, 'H', 'suv', 'suv'],
  ['225/55R18', 98, 'V', 'suv', 'suv'],
  ['225/60R18', 100, 'H', 'suv', 'suv'],
  ['235/50R18', 97, 'V', 'suv', 'suv,uhp'],
  ['235/55R18', 100, 'V', 'suv', 'suv'],
  ['235/60R18', 107, 'V', 'suv', 'suv'],
  ['255/55R18', 109, 'V', 'suv', 'suv,rf'],
  ['225/55R19', 99, 'V', 'suv', 'suv'],
  ['235/55R19', 105, 'V', 'suv', 'suv'],
  ['245/45R20', 103, 'W', 'suv', 'suv,uhp'],
  ['255/50R19', 107, 'W', 'suv', 'suv,rf'],
  ['235/50R19', 99, 'V', 'suv', 'suv'],
  ['255/45R20', 105, 'W', 'suv', 'suv'],
  ['265/50R20', 111, 'V', 'suv', 'suv'],
  ['235/50R20', 100, 'V', 'suv', 'suv'],
  ['275/45R20', 110, 'Y', 'suv', 'suv,rf'],
  ['255/55R20', 110, 'H', 'pickup', 'ht,suv'],
  ['205/70R15', 96, 'T', 'pickup', 'ht'],
  ['215/70R15', 98, 'S', 'pickup', 'ht'],
  ['235/75R15', 109, 'S', 'pickup', 'ht,at'],
  ['195/80R15', 96, 'S', 'pickup', 'ht,at'],
  ['255/70R15', 108, 'S', 'pickup', 'ht,at'],
  ['245/70R16', 111, 'S', 'pickup', 'ht,at'],
  ['245/75R16', 120, 'S', 'pickup', 'at'],
  ['255/70R16', 111, 'T', 'pickup', 'ht,at'],
  ['265/70R16', 112, 'S', 'pickup', 'ht,at'],
  ['265/75R16', 123, 'R', 'pickup', 'at'],
  ['275/70R16', 114, 'S', 'pickup', 'at'],
  ['245/65R17', 111, 'H', 'pickup', 'ht'],
  ['255/65R17', 110, 'H', 'pickup', 'ht,at'],
  ['265/65R17', 112, 'S', 'pickup', 'ht,at'],
  ['265/70R17', 115, 'S', 'pickup', 'ht,at'],
  ['285/70R17', 121, 'R', 'pickup', 'at'],
  ['255/60R18', 112, 'H', 'pickup', 'ht,suv'],
  ['265/60R18', 110, 'H', 'pickup', 'ht,at'],
  ['275/65R18', 116, 'T', 'pickup', 'at'],
  ['285/60R18', 116, 'T', 'pickup', 'at'],
  ['265/55R19', 109, 'V', 'pickup', 'ht,suv'],
  ['275/55R20', 117, 'T', 'pickup', 'ht,at'],
];

export const tyreSizeSeeds: readonly TyreSizeSeed[] = rows.map(
  ([label, loadIndex, speedRating, category, groups]) => {
    const match = /^(\d{3})\/(\d{2})R(\d{2})$/.exec(label);
    if (!match) throw new Error(`bad tyre size ${label}`);
    return {
      label,
      width: Number(match[1]),
      ratio: Number(match[2]),
      diameter: Number(match[3]),
      loadIndex,
      speedRating,
      category,
      groups: groups.split(',') as SizeGroup[],
    };
  },
);
