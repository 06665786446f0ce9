import type { AccessTokenIssuer } from './auth/access-token';
import type { Db } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { Mailer } from './mail/mailer';
import type { HostsService } from './modules/hosts/hosts.service';
import type { Notifier } from './modules/push/notifier';
import type { PushService } from './modules/push/push.service';
import type { SessionService } from './modules/session/session.service';

/** What the routes and resolvers of one server instance share. */
export interface AppDeps {
  db: Db;
  env: Env;
  logger: Logger;
  /** The clock of every service (tests inject one). */
  now: () => Date;
  tokens: AccessTokenIssuer;
  /** Sends the server's e-mails (MAIL_TRANSPORT). */
  mailer: Mailer;
  /** When this process last pruned its housekeeping tables (epoch ms), so it does so at most once an hour. */
  housekeeping: { uploadsPrunedAt: number };
  /** Password-reset mails still being prepared or sent after their request was answered. */
  pendingMails: Set<Promise<void>>;
  session: SessionService;
  services: {
    session: SessionService;
    hosts: HostsService;
    push: PushService;
    /** Web-push sender for any module that tells a user about a change (order status, restock, claims). */
    notifier: Notifier;
  };
  /** Folder of uploaded files (DATA_DIR/uploads). */
  uploadsDir: string;
}
