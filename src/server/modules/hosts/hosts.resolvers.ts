import type { Resolvers } from '../../generated/resolvers-types';
import { authorize } from '../../graphql/guard';

export const hostsResolvers: Resolvers = {
  Query: {
    sorgs: async (_parent, _args, ctx) => {
      authorize(ctx);
      const rows = await ctx.deps.services.hosts.sorgs();
      return rows.map(({ code, name }) => ({ code, name }));
    },
    configs: (_parent, _args, ctx) => {
      authorize(ctx);
      return ctx.deps.services.hosts.sorgConfigs();
    },
    activeUserAreaBanners: async (_parent, _args, ctx) => {
      const viewer = authorize(ctx);
      const banners = await ctx.deps.services.hosts.userAreaBanners(
        viewer.userAreas.map((a) => a.sorg),
        ctx.host,
      );
      return banners.map(({ id, bannerFile, link }) => ({ id: String(id), bannerFile, link }));
    },
  },
};
