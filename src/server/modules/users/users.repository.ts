import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contentTargetMarkets,
  groupRoleRoles,
  groupRoles,
  languages,
  permissions,
  rolePermissions,
  roles,
  userAreas,
  userContentTargetMarkets,
  userRoles,
  users,
  type UserAreaRow,
  type UserRow,
} from './users.tables';

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Everything a user carries besides its own row: language, roles, group role, areas, markets and scopes. */
/**
 * A user's language, roles, group role, areas, content target markets and scopes (the permissions of its own roles
 * and of the roles in its group role), in ONE statement: every authenticated request loads them.
 */
export async function loadUserRelations(db: Db, userId: number) {
  interface Row {
    language: { id: string; description: string } | null;
    group_role: { id: number; description: string } | null;
    roles: { id: number; name: string; description: string }[];
    areas: UserAreaRow[];
    markets: { id: number; marketName: string; source: string; brand: string }[];
    scopes: string[];
  }
  const result = (await db.execute(sql`select
      (select json_build_object('id', l.id, 'description', l.description)
        from ${users} u join ${languages} l on l.id = u.language_id where u.id = ${userId}) as language,
      (select json_build_object('id', gr.id, 'description', gr.description)
        from ${users} u join ${groupRoles} gr on gr.id = u.group_role_id where u.id = ${userId}) as group_role,
      coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'description', r.description)
          order by r.id)
        from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${userId}), '[]') as roles,
      coalesce((select json_agg(json_build_object('id', a.id, 'userId', a.user_id, 'sorg', a.sorg,
          'limitation', a.limitation, 'option', a.option, 'value', a.value) order by a.id)
        from ${userAreas} a where a.user_id = ${userId}), '[]') as areas,
      coalesce((select json_agg(json_build_object('id', m.id, 'marketName', m.market_name, 'source', m.source,
          'brand', m.brand) order by m.id)
        from ${userContentTargetMarkets} um join ${contentTargetMarkets} m on m.id = um.market_id
        where um.user_id = ${userId}), '[]') as markets,
      coalesce((select json_agg(x.name order by x.name) from (
          select distinct p.name from ${permissions} p join ${rolePermissions} rp on rp.permission_id = p.id
          where rp.role_id in (select ur.role_id from ${userRoles} ur where ur.user_id = ${userId})
            or rp.role_id in (select grr.role_id from ${groupRoleRoles} grr
              join ${users} u on u.group_role_id = grr.group_role_id where u.id = ${userId})
        ) x), '[]') as scopes`)) as { rows: Row[] };
  const row = result.rows[0];
  return {
    language: row?.language ?? null,
    roles: row?.roles ?? [],
    groupRole: row?.group_role ?? null,
    areas: row?.areas ?? [],
    markets: row?.markets ?? [],
    scopes: row?.scopes ?? [],
  };
}

export async function updateUser(
  db: Db,
  id: number,
  patch: Partial<
    Pick<
      UserRow,
      'name' | 'email' | 'sendEmail' | 'sendEmailWarranty' | 'languageId' | 'passwordHash' | 'username' | 'isFakeEmail'
    >
  >,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function languageExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: languages.id }).from(languages).where(eq(languages.id, id)).limit(1);
  return rows.length > 0;
}

/** Whether another user than `exceptId` has this username (case-insensitively, as the unique index). */
export async function usernameTaken(db: Db, username: string, exceptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** Replaces the user's areas by `areas`. */
export async function replaceUserAreas(
  db: Db,
  userId: number,
  areas: readonly { sorg: string; limitation: string; option: string; value: string }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userAreas).where(eq(userAreas.userId, userId));
    if (areas.length > 0) await tx.insert(userAreas).values(areas.map((a) => ({ ...a, userId })));
  });
}

/** The sorgs of a user's areas, in the order they were given. */
export async function userAreaSorgs(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ sorg: userAreas.sorg })
    .from(userAreas)
    .where(eq(userAreas.userId, userId))
    .orderBy(asc(userAreas.id));
  return [...new Set(rows.map((r) => r.sorg))];
}
