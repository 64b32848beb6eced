// The company's social pages (spec 2.6 "social and contact links", "a chat button that links to a
// social page"). Kept in one place so operations can change them without touching components.
export const SITE_LINKS = {
  facebook: 'https://www.facebook.com/yangdee.th',
  line: 'https://line.me/R/ti/p/@yangdee',
  youtube: 'https://www.youtube.com/@yangdee',
  email: 'mailto:support@yangdee.co.th',
  tel: 'tel:021234567',
} as const;
