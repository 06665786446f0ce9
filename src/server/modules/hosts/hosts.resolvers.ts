import type { Resolvers } from '../../generated/resolvers-types';
import { authorize } from '../../graphql/guard';
import { listSorgs, sorgConfigs, userAreaBanners } from './hosts.service';

export const hostsResolvers: Resolvers = {
  Query: {
    sorgs: async (_parent, _args, ctx) => {
      authorize(ctx);
      const rows = await listSorgs(ctx.deps);
      return rows.map(({ code, name }) => ({ code, name }));
    },
    configs: (_parent, _args, ctx) => {
      authorize(ctx);
      return sorgConfigs(ctx.deps);
    },
    activeUserAreaBanners: async (_parent, _args, ctx) => {
      const viewer = authorize(ctx);
      const banners = await userAreaBanners(
        ctx.deps,
        viewer.userAreas.map((a) => a.sorg),
        ctx.host,
      );
      return banners.map(({ id, bannerFile, link }) => ({ id: String(id), bannerFile, link }));
    },
  },
};
