import { Hono } from 'hono';
import { normalizeHostname } from '../../../shared/config/host-config';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import { requireBasicAuth } from '../../auth/basic-auth';
import { HttpError } from '../../lib/http-error';
import { activeAnnouncements, hostConfig, maintenanceOf } from './hosts.service';

const hostname = (raw: string | undefined) => {
  const host = normalizeHostname(raw ?? '');
  if (!/^[a-z0-9.-]{1,253}$/.test(host)) throw new HttpError(400, 'Invalid host', ErrorCode.BAD_USER_INPUT);
  return host;
};

/** Startup routes of spec 01 §7: per-host config, server status and active announcements (all basic auth). */
export function hostsRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const basic = (c: Parameters<typeof requireBasicAuth>[0]) =>
    requireBasicAuth(c, deps.env.CONFIG_BASIC_USER, deps.env.CONFIG_BASIC_PASSWORD);

  app.get('/server/config/:host', async (c) => {
    basic(c);
    const config = await hostConfig(deps, hostname(c.req.param('host')));
    if (!config) throw new HttpError(404, 'Unknown host', ErrorCode.NOT_FOUND);
    c.header('Cache-Control', 'no-cache');
    return c.json(config);
  });

  app.get('/server/status', async (c) => {
    basic(c);
    const host = c.req.query('host') ?? new URL(c.req.url).hostname;
    const state = await maintenanceOf(deps, hostname(host));
    c.header('Cache-Control', 'no-store');
    return state.on ? c.json({ status: 'maintenance', message: state.message }, 500) : c.json({ status: 'online' });
  });

  app.get('/active-announcements/:host', async (c) => {
    basic(c);
    const list = await activeAnnouncements(deps, hostname(c.req.param('host')), c.req.header('accept-language'));
    if (!list) throw new HttpError(404, 'Unknown host', ErrorCode.NOT_FOUND);
    // In the language the app asked for (its active locale).
    c.header('Vary', 'Accept-Language');
    return c.json(list);
  });

  return app;
}
