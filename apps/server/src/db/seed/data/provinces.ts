// The 77 provinces: Thai name exactly as in the `thai-address-database` package (checked by the
// seed), English name, region (the six-region system used by Thai agencies) and the coordinates
// of the provincial seat. `storeWeight` skews generated shops towards where cars are.

export type RegionTh =
  | 'ภาคเหนือ'
  | 'ภาคกลาง'
  | 'ภาคตะวันออกเฉียงเหนือ'
  | 'ภาคตะวันออก'
  | 'ภาคตะวันตก'
  | 'ภาคใต้';

export type ProvinceSeed = {
  nameTh: string;
  nameEn: string;
  region: RegionTh;
  latitude: number;
  longitude: number;
  storeWeight: number;
};

const N: RegionTh = 'ภาคเหนือ';
const C: RegionTh = 'ภาคกลาง';
const NE: RegionTh = 'ภาคตะวันออกเฉียงเหนือ';
const E: RegionTh = 'ภาคตะวันออก';
const W: RegionTh = 'ภาคตะวันตก';
const S: RegionTh = 'ภาคใต้';

const rows: ReadonlyArray<readonly [string, string, RegionTh, number, number, number]> = [
  ['กรุงเทพมหานคร', 'Bangkok', C, 13.7563, 100.5018, 14],
  ['สมุทรปราการ', 'Samut Prakan', C, 13.5991, 100.5998, 4],
  ['นนทบุรี', 'Nonthaburi', C, 13.8621, 100.5144, 4],
  ['ปทุมธานี', 'Pathum Thani', C, 14.0208, 100.525, 4],
  ['พระนครศรีอยุธยา', 'Phra Nakhon Si Ayutthaya', C, 14.3532, 100.5689, 2],
  ['อ่างทอง', 'Ang Thong', C, 14.5896, 100.455, 1],
  ['ลพบุรี', 'Lopburi', C, 14.7995, 100.6534, 1],
  ['สิงห์บุรี', 'Sing Buri', C, 14.8936, 100.3967, 1],
  ['ชัยนาท', 'Chai Nat', C, 15.1852, 100.1251, 1],
  ['สระบุรี', 'Saraburi', C, 14.5289, 100.9101, 2],
  ['นครนายก', 'Nakhon Nayok', C, 14.2069, 101.213, 1],
  ['นครปฐม', 'Nakhon Pathom', C, 13.8199, 100.0622, 2],
  ['สมุทรสาคร', 'Samut Sakhon', C, 13.5475, 100.2744, 2],
  ['สมุทรสงคราม', 'Samut Songkhram', C, 13.4098, 100.0023, 1],
  ['สุพรรณบุรี', 'Suphan Buri', C, 14.4745, 100.1177, 1],
  ['นครสวรรค์', 'Nakhon Sawan', C, 15.7047, 100.1372, 2],
  ['อุทัยธานี', 'Uthai Thani', C, 15.3835, 100.0246, 1],
  ['กำแพงเพชร', 'Kamphaeng Phet', C, 16.4828, 99.5227, 1],
  ['พิจิตร', 'Phichit', C, 16.4429, 100.3487, 1],
  ['พิษณุโลก', 'Phitsanulok', C, 16.8211, 100.2659, 2],
  ['สุโขทัย', 'Sukhothai', C, 17.0056, 99.8264, 1],
  ['เพชรบูรณ์', 'Phetchabun', C, 16.419, 101.1606, 1],
  ['เชียงใหม่', 'Chiang Mai', N, 18.7883, 98.9853, 4],
  ['เชียงราย', 'Chiang Rai', N, 19.9105, 99.8406, 2],
  ['ลำปาง', 'Lampang', N, 18.2888, 99.4909, 1],
  ['ลำพูน', 'Lamphun', N, 18.5744, 99.0087, 1],
  ['แม่ฮ่องสอน', 'Mae Hong Son', N, 19.302, 97.9654, 1],
  ['น่าน', 'Nan', N, 18.7756, 100.773, 1],
  ['พะเยา', 'Phayao', N, 19.1665, 99.9019, 1],
  ['แพร่', 'Phrae', N, 18.1446, 100.1403, 1],
  ['อุตรดิตถ์', 'Uttaradit', N, 17.6201, 100.0993, 1],
  ['นครราชสีมา', 'Nakhon Ratchasima', NE, 14.9799, 102.0978, 4],
  ['ขอนแก่น', 'Khon Kaen', NE, 16.4419, 102.836, 3],
  ['อุดรธานี', 'Udon Thani', NE, 17.4138, 102.7872, 3],
  ['อุบลราชธานี', 'Ubon Ratchathani', NE, 15.2287, 104.8564, 2],
  ['บุรีรัมย์', 'Buri Ram', NE, 14.993, 103.1029, 2],
  ['สุรินทร์', 'Surin', NE, 14.8818, 103.4936, 1],
  ['ศรีสะเกษ', 'Si Sa Ket', NE, 15.1186, 104.322, 1],
  ['ชัยภูมิ', 'Chaiyaphum', NE, 15.8068, 102.0316, 1],
  ['มหาสารคาม', 'Maha Sarakham', NE, 16.1851, 103.3026, 1],
  ['ร้อยเอ็ด', 'Roi Et', NE, 16.0538, 103.652, 1],
  ['กาฬสินธุ์', 'Kalasin', NE, 16.4322, 103.5061, 1],
  ['สกลนคร', 'Sakon Nakhon', NE, 17.1546, 104.1348, 1],
  ['นครพนม', 'Nakhon Phanom', NE, 17.392, 104.7697, 1],
  ['มุกดาหาร', 'Mukdahan', NE, 16.5436, 104.7235, 1],
  ['ยโสธร', 'Yasothon', NE, 15.7944, 104.1453, 1],
  ['อำนาจเจริญ', 'Amnat Charoen', NE, 15.8657, 104.6258, 1],
  ['เลย', 'Loei', NE, 17.486, 101.7223, 1],
  ['หนองคาย', 'Nong Khai', NE, 17.8783, 102.7413, 1],
  ['หนองบัวลำภู', 'Nong Bua Lam Phu', NE, 17.2218, 102.426, 1],
  ['บึงกาฬ', 'Bueng Kan', NE, 18.3609, 103.6464, 1],
  ['ชลบุรี', 'Chon Buri', E, 13.3611, 100.9847, 4],
  ['ระยอง', 'Rayong', E, 12.6814, 101.2816, 2],
  ['จันทบุรี', 'Chanthaburi', E, 12.6114, 102.1039, 1],
  ['ตราด', 'Trat', E, 12.2428, 102.5175, 1],
  ['ฉะเชิงเทรา', 'Chachoengsao', E, 13.6904, 101.078, 2],
  ['ปราจีนบุรี', 'Prachin Buri', E, 14.0509, 101.3717, 1],
  ['สระแก้ว', 'Sa Kaeo', E, 13.824, 102.0646, 1],
  ['กาญจนบุรี', 'Kanchanaburi', W, 14.0228, 99.5328, 1],
  ['ตาก', 'Tak', W, 16.884, 99.1259, 1],
  ['ราชบุรี', 'Ratchaburi', W, 13.5283, 99.8134, 1],
  ['เพชรบุรี', 'Phetchaburi', W, 13.1112, 99.9399, 1],
  ['ประจวบคีรีขันธ์', 'Prachuap Khiri Khan', W, 11.8126, 99.7957, 1],
  ['ชุมพร', 'Chumphon', S, 10.493, 99.18, 1],
  ['ระนอง', 'Ranong', S, 9.9529, 98.6085, 1],
  ['สุราษฎร์ธานี', 'Surat Thani', S, 9.1382, 99.3217, 2],
  ['พังงา', 'Phang Nga', S, 8.4509, 98.5255, 1],
  ['ภูเก็ต', 'Phuket', S, 7.8804, 98.3923, 2],
  ['กระบี่', 'Krabi', S, 8.0863, 98.9063, 1],
  ['นครศรีธรรมราช', 'Nakhon Si Thammarat', S, 8.4304, 99.9631, 2],
  ['ตรัง', 'Trang', S, 7.5563, 99.6114, 1],
  ['พัทลุง', 'Phatthalung', S, 7.6167, 100.074, 1],
  ['สงขลา', 'Songkhla', S, 7.1898, 100.5954, 3],
  ['สตูล', 'Satun', S, 6.6238, 100.0674, 1],
  ['ปัตตานี', 'Pattani', S, 6.8696, 101.2501, 1],
  ['ยะลา', 'Yala', S, 6.5411, 101.2804, 1],
  ['นราธิวาส', 'Narathiwat', S, 6.4255, 101.8253, 1],
];

export const provinceSeeds: readonly ProvinceSeed[] = rows.map(
  ([nameTh, nameEn, region, latitude, longitude, storeWeight]) => ({
    nameTh,
    nameEn,
    region,
    latitude,
    longitude,
    storeWeight,
  }),
);

/** Bangkok and its vicinity (กรุงเทพฯ และปริมณฑล): 3-5 business days delivery, spec 9. */
export const BANGKOK_AND_VICINITY: readonly string[] = [
  'กรุงเทพมหานคร',
  'สมุทรปราการ',
  'นนทบุรี',
  'ปทุมธานี',
  'นครปฐม',
  'สมุทรสาคร',
];
