import { asc, eq, inArray, or, sql } from 'drizzle-orm';
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
export async function loadUserRelations(db: Db, user: UserRow) {
  const [language, userRoleRows, groupRole, areas, markets, scopeRows] = await Promise.all([
    user.languageId
      ? db.select().from(languages).where(eq(languages.id, user.languageId)).limit(1)
      : Promise.resolve([]),
    db
      .select({ id: roles.id, name: roles.name, description: roles.description })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, user.id))
      .orderBy(asc(roles.id)),
    user.groupRoleId
      ? db.select().from(groupRoles).where(eq(groupRoles.id, user.groupRoleId)).limit(1)
      : Promise.resolve([]),
    db.select().from(userAreas).where(eq(userAreas.userId, user.id)).orderBy(asc(userAreas.id)),
    db
      .select({
        id: contentTargetMarkets.id,
        marketName: contentTargetMarkets.marketName,
        source: contentTargetMarkets.source,
        brand: contentTargetMarkets.brand,
      })
      .from(userContentTargetMarkets)
      .innerJoin(contentTargetMarkets, eq(contentTargetMarkets.id, userContentTargetMarkets.marketId))
      .where(eq(userContentTargetMarkets.userId, user.id))
      .orderBy(asc(contentTargetMarkets.id)),
    // Scopes: permissions of the user's own roles and of the roles in the user's group role.
    db
      .selectDistinct({ name: permissions.name })
      .from(permissions)
      .innerJoin(rolePermissions, eq(rolePermissions.permissionId, permissions.id))
      .where(
        or(
          inArray(
            rolePermissions.roleId,
            db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, user.id)),
          ),
          inArray(
            rolePermissions.roleId,
            db
              .select({ id: groupRoleRoles.roleId })
              .from(groupRoleRoles)
              .where(eq(groupRoleRoles.groupRoleId, user.groupRoleId ?? -1)),
          ),
        ),
      )
      .orderBy(asc(permissions.name)),
  ]);
  return {
    language: language[0] ?? null,
    roles: userRoleRows,
    groupRole: groupRole[0] ?? null,
    areas,
    markets,
    scopes: scopeRows.map((r) => r.name),
  };
}

export async function updateUser(
  db: Db,
  id: number,
  patch: Partial<Pick<UserRow, 'name' | 'email' | 'sendEmail' | 'sendEmailWarranty' | 'languageId' | 'passwordHash'>>,
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
