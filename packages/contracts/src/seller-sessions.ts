import { z } from 'zod';

// The active sessions of a shop's staff (issue 37 item 6, decision 0132): the owner sees who is
// signed in where, when they signed in, when they were last seen, from which address and browser,
// and can end a session (it ends on every server process within seconds, open streams included).
// GET /api/seller/staff-sessions, POST /api/seller/end-staff-session.

export const StaffSessionSchema = z.object({
  sessionId: z.number().int(),
  sellerUserId: z.number().int(),
  name: z.string(),
  username: z.string(),
  /** The store or branch the session acts for. */
  branch: z.string(),
  /** ISO instants. */
  signedInAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** As the server saw it ('' before the first call). */
  ip: z.string(),
  /** The browser's own description (User-Agent), '' when unknown. */
  device: z.string(),
  isOwner: z.boolean(),
  /** The session this list was asked from (ended by signing out instead). */
  isCurrent: z.boolean(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const StaffSessionListResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(StaffSessionSchema),
});
export type StaffSessionListResponse = z.infer<typeof StaffSessionListResponseSchema>;

export const STAFF_SESSION_MISSING = 'ไม่พบเซสชันนี้ อาจสิ้นสุดไปแล้ว';

export const EndStaffSessionBodySchema = z.object({
  sessionId: z
    .number({ message: STAFF_SESSION_MISSING })
    .int({ message: STAFF_SESSION_MISSING })
    .positive({ message: STAFF_SESSION_MISSING }),
});
export type EndStaffSessionBody = z.infer<typeof EndStaffSessionBodySchema>;

/** A short Thai description of a browser's User-Agent: "Chrome บน Android". */
export function describeDevice(userAgent: string): string {
  if (!userAgent) return 'ไม่ทราบอุปกรณ์';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /SamsungBrowser\//.test(userAgent)
      ? 'Samsung Internet'
      : /Line\//.test(userAgent)
        ? 'LINE'
        : /Firefox\//.test(userAgent)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(userAgent)
            ? 'Chrome'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : 'เบราว์เซอร์อื่น';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} บน ${system}` : browser;
}
