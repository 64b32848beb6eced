import type { z } from 'zod';

// zod's own messages in Thai, with no English word in them (issue 37 item 7): zod's bundled "th"
// locale names types and formats in English ("น้อยกว่ากำหนด: number ควรมีมากกว่า 0") and quotes
// enum values and keys. Messages a schema writes itself win over these. A plain function with
// no zod import, so the web app's entry can hand it to zod's global config without loading zod.

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'ข้อความ',
  number: 'ตัวเลข',
  int: 'จำนวนเต็ม',
  bigint: 'จำนวนเต็ม',
  boolean: 'ค่าใช่หรือไม่ใช่',
  date: 'วันที่',
  array: 'รายการ',
  object: 'ชุดข้อมูล',
  file: 'ไฟล์',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'อีเมล',
  url: 'ลิงก์',
  date: 'วันที่',
  datetime: 'วันและเวลา',
  time: 'เวลา',
  uuid: 'รหัสอ้างอิง',
  e164: 'เบอร์โทรศัพท์',
};

const UNITS: Record<string, string> = {
  string: 'ตัวอักษร',
  array: 'รายการ',
  set: 'รายการ',
  map: 'รายการ',
  file: 'ไบต์',
};

const number = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint'
    ? Number(value).toLocaleString('en-US')
    : String(value);

function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = big
    ? (issue as { maximum: unknown }).maximum
    : (issue as { minimum: unknown }).minimum;
  const origin = String(issue.origin ?? '');
  if (origin === 'date') return big ? 'วันที่เลยกำหนด' : 'วันที่เร็วกว่ากำหนด';
  const unit = UNITS[origin];
  if (unit) {
    if (!big && Number(limit) === 1 && origin === 'string') return 'กรุณากรอกข้อมูลนี้';
    if (!big && Number(limit) === 1) return 'กรุณาเลือกอย่างน้อย 1 รายการ';
    return big ? `มีได้ไม่เกิน ${number(limit)} ${unit}` : `ต้องมีอย่างน้อย ${number(limit)} ${unit}`;
  }
  if (big) return issue.inclusive ? `ต้องไม่เกิน ${number(limit)}` : `ต้องน้อยกว่า ${number(limit)}`;
  return issue.inclusive ? `ต้องไม่น้อยกว่า ${number(limit)}` : `ต้องมากกว่า ${number(limit)}`;
}

/** zod's message for an issue, in Thai. */
export function thaiZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'กรุณากรอกข้อมูลนี้';
      if (issue.input === null) return 'ต้องระบุค่า';
      const name = TYPE_NAMES[String(issue.expected)];
      return name ? `ต้องเป็น${name}` : 'รูปแบบข้อมูลไม่ถูกต้อง';
    }
    case 'invalid_value':
      return issue.values.length === 1 ? 'ค่าไม่ถูกต้อง' : 'กรุณาเลือกจากตัวเลือกที่มี';
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format': {
      const name = FORMAT_NAMES[String(issue.format)];
      return name ? `รูปแบบ${name}ไม่ถูกต้อง` : 'รูปแบบไม่ถูกต้อง';
    }
    case 'not_multiple_of':
      return `ต้องเป็นจำนวนที่หารด้วย ${number(issue.divisor)} ลงตัว`;
    case 'unrecognized_keys':
      return 'มีข้อมูลที่ไม่รู้จักปนมา';
    default:
      return 'ข้อมูลไม่ถูกต้อง';
  }
}
