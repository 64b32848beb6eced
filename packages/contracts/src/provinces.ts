// The fixed list of 77 Thai provinces of spec 9 ("id equal to name, running from Bangkok to
// Bueng Kan"), with the six-region grouping used by the region/province master calls.

export const REGIONS = [
  { value: 'north', text: 'ภาคเหนือ' },
  { value: 'central', text: 'ภาคกลาง' },
  { value: 'northeast', text: 'ภาคตะวันออกเฉียงเหนือ' },
  { value: 'east', text: 'ภาคตะวันออก' },
  { value: 'west', text: 'ภาคตะวันตก' },
  { value: 'south', text: 'ภาคใต้' },
] as const;

export type RegionCode = (typeof REGIONS)[number]['value'];

type Province = { id: string; name: string; nameEn: string; region: RegionCode };

const p = (name: string, nameEn: string, region: RegionCode): Province => ({
  id: name,
  name,
  nameEn,
  region,
});

export const PROVINCES: readonly Province[] = [
  p('กรุงเทพมหานคร', 'Bangkok', 'central'),
  p('สมุทรปราการ', 'Samut Prakan', 'central'),
  p('นนทบุรี', 'Nonthaburi', 'central'),
  p('ปทุมธานี', 'Pathum Thani', 'central'),
  p('พระนครศรีอยุธยา', 'Phra Nakhon Si Ayutthaya', 'central'),
  p('อ่างทอง', 'Ang Thong', 'central'),
  p('ลพบุรี', 'Lopburi', 'central'),
  p('สิงห์บุรี', 'Sing Buri', 'central'),
  p('ชัยนาท', 'Chai Nat', 'central'),
  p('สระบุรี', 'Saraburi', 'central'),
  p('ชลบุรี', 'Chonburi', 'east'),
  p('ระยอง', 'Rayong', 'east'),
  p('จันทบุรี', 'Chanthaburi', 'east'),
  p('ตราด', 'Trat', 'east'),
  p('ฉะเชิงเทรา', 'Chachoengsao', 'east'),
  p('ปราจีนบุรี', 'Prachinburi', 'east'),
  p('นครนายก', 'Nakhon Nayok', 'central'),
  p('สระแก้ว', 'Sa Kaeo', 'east'),
  p('นครราชสีมา', 'Nakhon Ratchasima', 'northeast'),
  p('บุรีรัมย์', 'Buriram', 'northeast'),
  p('สุรินทร์', 'Surin', 'northeast'),
  p('ศรีสะเกษ', 'Sisaket', 'northeast'),
  p('อุบลราชธานี', 'Ubon Ratchathani', 'northeast'),
  p('ยโสธร', 'Yasothon', 'northeast'),
  p('ชัยภูมิ', 'Chaiyaphum', 'northeast'),
  p('อำนาจเจริญ', 'Amnat Charoen', 'northeast'),
  p('หนองบัวลำภู', 'Nong Bua Lamphu', 'northeast'),
  p('ขอนแก่น', 'Khon Kaen', 'northeast'),
  p('อุดรธานี', 'Udon Thani', 'northeast'),
  p('เลย', 'Loei', 'northeast'),
  p('หนองคาย', 'Nong Khai', 'northeast'),
  p('มหาสารคาม', 'Maha Sarakham', 'northeast'),
  p('ร้อยเอ็ด', 'Roi Et', 'northeast'),
  p('กาฬสินธุ์', 'Kalasin', 'northeast'),
  p('สกลนคร', 'Sakon Nakhon', 'northeast'),
  p('นครพนม', 'Nakhon Phanom', 'northeast'),
  p('มุกดาหาร', 'Mukdahan', 'northeast'),
  p('เชียงใหม่', 'Chiang Mai', 'north'),
  p('ลำพูน', 'Lamphun', 'north'),
  p('ลำปาง', 'Lampang', 'north'),
  p('อุตรดิตถ์', 'Uttaradit', 'north'),
  p('แพร่', 'Phrae', 'north'),
  p('น่าน', 'Nan', 'north'),
  p('พะเยา', 'Phayao', 'north'),
  p('เชียงราย', 'Chiang Rai', 'north'),
  p('แม่ฮ่องสอน', 'Mae Hong Son', 'north'),
  p('นครสวรรค์', 'Nakhon Sawan', 'central'),
  p('อุทัยธานี', 'Uthai Thani', 'central'),
  p('กำแพงเพชร', 'Kamphaeng Phet', 'central'),
  p('ตาก', 'Tak', 'west'),
  p('สุโขทัย', 'Sukhothai', 'central'),
  p('พิษณุโลก', 'Phitsanulok', 'central'),
  p('พิจิตร', 'Phichit', 'central'),
  p('เพชรบูรณ์', 'Phetchabun', 'central'),
  p('ราชบุรี', 'Ratchaburi', 'west'),
  p('กาญจนบุรี', 'Kanchanaburi', 'west'),
  p('สุพรรณบุรี', 'Suphan Buri', 'central'),
  p('นครปฐม', 'Nakhon Pathom', 'central'),
  p('สมุทรสาคร', 'Samut Sakhon', 'central'),
  p('สมุทรสงคราม', 'Samut Songkhram', 'central'),
  p('เพชรบุรี', 'Phetchaburi', 'west'),
  p('ประจวบคีรีขันธ์', 'Prachuap Khiri Khan', 'west'),
  p('นครศรีธรรมราช', 'Nakhon Si Thammarat', 'south'),
  p('กระบี่', 'Krabi', 'south'),
  p('พังงา', 'Phang Nga', 'south'),
  p('ภูเก็ต', 'Phuket', 'south'),
  p('สุราษฎร์ธานี', 'Surat Thani', 'south'),
  p('ระนอง', 'Ranong', 'south'),
  p('ชุมพร', 'Chumphon', 'south'),
  p('สงขลา', 'Songkhla', 'south'),
  p('สตูล', 'Satun', 'south'),
  p('ตรัง', 'Trang', 'south'),
  p('พัทลุง', 'Phatthalung', 'south'),
  p('ปัตตานี', 'Pattani', 'south'),
  p('ยะลา', 'Yala', 'south'),
  p('นราธิวาส', 'Narathiwat', 'south'),
  p('บึงกาฬ', 'Bueng Kan', 'northeast'),
];

export const PROVINCE_NAMES: readonly string[] = PROVINCES.map((x) => x.name);

export function isProvinceName(value: string): boolean {
  return PROVINCE_NAMES.includes(value);
}
