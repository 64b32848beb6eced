import { ACL_FLAGS, type AclFlag } from '@yangdee/contracts/seller-acl';
import type { SellerRouteAcl } from '@yangdee/contracts/seller-session';

// The threat model of docs/security.md as data: who the actors are, and what each may get from a
// seller route, derived from the route's declared `config.acl` plus the few rules a flag cannot
// say (the route's case in seller-threat-cases.ts): which store's rows it reaches (the token's
// store only, or a head office's branches too), whether it names one of V's rows, whether only
// the owner may do it, whether a shop waiting for approval may do it, and which flags the row
// it acts on holds (a manager never acts on a member holding a flag it lacks).
//
// The victim V is a branch of head office H; the owner owns both. Every case's body names V's
// rows, so "may this actor touch V?" is the question each outcome answers.

export type ActorName =
  | 'anonymous'
  | 'shopper'
  | 'loggedOut'
  | 'switchedOff'
  | 'staff'
  | 'staffNoFlags'
  | 'staffManager'
  | 'otherBranchStaff'
  | 'splitMember'
  | 'owner'
  | 'otherShop'
  | 'pendingShop'
  | 'admin';

export type Actor = {
  name: ActorName;
  /** What the bearer is: nothing, a customer's token, a dead seller token, a live seller one. */
  kind: 'none' | 'customer' | 'dead' | 'seller' | 'switchedOff';
  /** The flags held at the store the token acts for. */
  flags: readonly AclFlag[];
  isOwner: boolean;
  isAdmin: boolean;
  /** The token acts for V itself. */
  atVictim: boolean;
  /** The token acts for H and its owner, who reaches V's rows through the head office. */
  ownsGroup: boolean;
  /** Signed in at H and a member of V too, holding these flags there (decision 0133). */
  victimFlags?: readonly AclFlag[];
  /** The store the token acts for is registered but not approved yet. */
  pending: boolean;
  /** Who this is, for docs/security.md and failure messages. */
  who: string;
};

const all = ACL_FLAGS;
const base = { isOwner: false, isAdmin: false, atVictim: false, ownsGroup: false, pending: false };
const none = { ...base, flags: [] as readonly AclFlag[] };

export const ACTORS: readonly Actor[] = [
  { ...none, name: 'anonymous', kind: 'none', who: 'no token' },
  { ...none, name: 'shopper', kind: 'customer', who: 'a shopper’s customer token' },
  { ...none, name: 'loggedOut', kind: 'dead', who: 'the owner’s token after logout' },
  {
    ...base,
    name: 'switchedOff',
    kind: 'switchedOff',
    flags: all,
    who: 'a member of V with every flag, switched off by the shop',
  },
  {
    ...base,
    name: 'staff',
    kind: 'seller',
    flags: all,
    atVictim: true,
    who: 'a member of V with every flag (not the owner)',
  },
  {
    ...base,
    name: 'staffNoFlags',
    kind: 'seller',
    flags: [],
    atVictim: true,
    who: 'a member of V holding no flag',
  },
  {
    ...base,
    name: 'staffManager',
    kind: 'seller',
    flags: all.filter((f) => f !== 'manageAccounting'),
    atVictim: true,
    who: 'a member of V with manageStaff and every flag but manageAccounting',
  },
  {
    ...base,
    name: 'otherBranchStaff',
    kind: 'seller',
    flags: all,
    who: 'a member of head office H only, every flag there (staff of another branch)',
  },
  {
    ...base,
    name: 'splitMember',
    kind: 'seller',
    flags: all,
    victimFlags: ['manageProduct'],
    who: 'signed in at H with every flag there, a member of V holding only manageProduct there',
  },
  {
    ...base,
    name: 'owner',
    kind: 'seller',
    flags: all,
    isOwner: true,
    ownsGroup: true,
    who: 'the owner of H and V, signed in at H',
  },
  {
    ...base,
    name: 'otherShop',
    kind: 'seller',
    flags: all,
    isOwner: true,
    who: 'the owner of another approved shop X',
  },
  {
    ...base,
    name: 'pendingShop',
    kind: 'seller',
    flags: all,
    isOwner: true,
    pending: true,
    who: 'the owner of a shop registered and not approved yet',
  },
  {
    ...base,
    name: 'admin',
    kind: 'seller',
    flags: all,
    isAdmin: true,
    atVictim: true,
    who: 'the platform admin, switched into V',
  },
];

/**
 * allowed: the guard lets it through and it may act on V (2xx, or a status the case lists).
 * own: the guard lets it through, but it acts on its own store: V unchanged, none of V's rows in
 * the answer. notYours: V's row is not there for it (404; 403 accepted), V unchanged.
 * 401 / 403: refused with a Thai message, V unchanged. open: sign-in routes, not walked.
 */
export type Outcome = 'allowed' | 'own' | 'notYours' | 401 | 403 | 'open';

export type CaseRules = {
  /** What the body names: V's row or branch ('victim'), or nothing (the token's store). */
  target: 'victim' | 'store';
  /** 'group': a head office's owner reaches its branches' rows; 'active': the token's store only. */
  scope: 'group' | 'active';
  /** Only the owner (or the platform admin acting for the shop) may do it. */
  ownerOnly?: string;
  /** A shop waiting for approval may not do it. */
  approvedShopOnly?: string;
  /** Flags the row acted on holds (or the call grants): an actor lacking one is refused. */
  targetHolds?: readonly AclFlag[];
  /** The whole outcome, when the rules above cannot say it (owner as the target). */
  outcome?: (actor: Actor) => Outcome | undefined;
};

function neededFlags(acl: SellerRouteAcl): readonly AclFlag[] {
  if (acl === 'open' || acl === 'account' || acl === 'signedIn' || acl === 'platformAdmin') {
    return [];
  }
  return typeof acl === 'string' ? [acl as AclFlag] : (acl as readonly AclFlag[]);
}

export function expectedOutcome(acl: SellerRouteAcl, rules: CaseRules, actor: Actor): Outcome {
  if (acl === 'open') return 'open';
  if (actor.kind === 'none' || actor.kind === 'customer' || actor.kind === 'dead') return 401;
  // An 'account' route (logout, register-store, registration status) needs a live account, not
  // a membership: a switched-off member still signs out or registers its own shop.
  if (acl === 'account') {
    if (rules.target === 'store') return actor.atVictim ? 'allowed' : 'own';
    // Naming V (change-shop): only an active member of V goes there; the admin uses change-seller.
    const isMember =
      actor.kind === 'seller' &&
      !actor.isAdmin &&
      (actor.atVictim || actor.ownsGroup || actor.victimFlags !== undefined);
    return isMember ? 'allowed' : 'notYours';
  }
  if (actor.kind === 'switchedOff') return 401;
  if (acl === 'platformAdmin') return actor.isAdmin ? 'allowed' : 403;
  const override = rules.outcome?.(actor);
  if (override !== undefined) return override;
  const needed = neededFlags(acl);
  if (needed.length > 0 && !needed.some((f) => actor.flags.includes(f))) return 403;
  if (rules.ownerOnly && !actor.isOwner && !actor.isAdmin) return 403;
  if (rules.approvedShopOnly && actor.pending && rules.target === 'store') return 403;
  // Through the head office, V is reached by its owner, or by a member of V holding one of the
  // call's flags at V itself (any membership, for a call that needs none).
  const viaMembership =
    actor.victimFlags !== undefined &&
    (needed.length === 0 || needed.some((f) => actor.victimFlags?.includes(f)));
  const reaches = actor.atVictim || (rules.scope === 'group' && (actor.ownsGroup || viaMembership));
  if (rules.target === 'victim' && !reaches) return 'notYours';
  const holds = rules.targetHolds ?? [];
  if (reaches && !actor.isOwner && !actor.isAdmin && holds.some((f) => !actor.flags.includes(f))) {
    return 403;
  }
  return reaches ? 'allowed' : 'own';
}
