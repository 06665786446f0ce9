import { Trans } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MENU } from '../../../../shared/access/menu';
import { ShellIcon, type ShellIconName } from '../../../ui/shell/shell-icon';

/** The query of /error/admin (spec 01 §2): pt page title, pi page icon, t title, s subtitle. */
export interface AdminErrorSearch {
  pt?: string | undefined;
  pi?: string | undefined;
  t?: string | undefined;
  s?: string | undefined;
}

const KNOWN_ICONS: ReadonlySet<string> = new Set(
  MENU.flatMap((entry) => [entry.icon, ...(entry.kind === 'group' ? entry.children.map((child) => child.icon) : [])]),
);

/** `pi` names one of the menu's icons ('news', 'document', …); anything else shows the notice icon. */
function iconOf(name: string | undefined): ShellIconName {
  return name !== undefined && KNOWN_ICONS.has(name) ? (name as ShellIconName) : 'tools';
}

/**
 * The admin error page: where a page sends the user when it cannot show anything, e.g. content pages without
 * target-market content ('No Data', spec 01 §8). The texts come from the sender, already translated.
 */
export function AdminErrorPage({ search }: { search: AdminErrorSearch }) {
  return (
    <Stack gap="lg">
      {search.pt !== undefined && (
        <Group gap="sm">
          <ThemeIcon variant="light" size="lg" radius="md">
            <ShellIcon name={iconOf(search.pi)} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {search.pt}
          </Title>
        </Group>
      )}
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="xs" py="lg">
          <Title order={search.pt === undefined ? 1 : 2} size="h4" data-testid="admin-error-title">
            {search.t ?? <Trans>No Data</Trans>}
          </Title>
          {search.s !== undefined && (
            <Text c="dimmed" maw={520} data-testid="admin-error-subtitle">
              {search.s}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
