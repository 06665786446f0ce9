import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, type MantineColorScheme, Text, useMantineColorScheme } from '@mantine/core';
import type { FloatingParts } from './floating-on-intent';
import { ShellIcon } from './shell-icon';

interface AppearanceMenuProps {
  Menu: FloatingParts['Menu'];
}

/**
 * The profile menu's "Appearance" submenu: light, dark, or the system's setting (the default). The choice stays on
 * this device (ui/color-scheme.ts).
 */
export function AppearanceMenu({ Menu }: AppearanceMenuProps) {
  return (
    <Menu.Sub position="left-start">
      <Menu.Sub.Target>
        <Menu.Sub.Item leftSection={<ShellIcon name="eye" size={18} />}>
          <Trans>Appearance</Trans>
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        <AppearanceItems Menu={Menu} />
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

/** The three choices (light, dark, the system's), each with its label and whether it is the current one. */
export function useColorSchemeChoices(): {
  choices: { scheme: MantineColorScheme; label: string; current: boolean }[];
  choose: (scheme: MantineColorScheme) => void;
} {
  const { t } = useLingui();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // A context of their own: "Light" is also the scanner's torch.
  const labels: Record<MantineColorScheme, string> = {
    light: t({ message: 'Light', context: 'colour scheme' }),
    dark: t({ message: 'Dark', context: 'colour scheme' }),
    auto: t({ message: 'System', context: 'colour scheme' }),
  };
  return {
    choices: (['light', 'dark', 'auto'] as const).map((scheme) => ({
      scheme,
      label: labels[scheme],
      current: scheme === colorScheme,
    })),
    choose: setColorScheme,
  };
}

/** The three choices, the current one marked (in bold, and aria-current for assistive technology). */
export function AppearanceItems({ Menu }: AppearanceMenuProps) {
  const { choices, choose } = useColorSchemeChoices();
  return choices.map(({ scheme, label, current }) => (
    <Menu.Item
      key={scheme}
      aria-current={current ? 'true' : undefined}
      data-current={current || undefined}
      fw={current ? 700 : undefined}
      onClick={() => {
        choose(scheme);
      }}
    >
      {label}
    </Menu.Item>
  ));
}

/** The appearance on a phone, where the profile menu is this drawer: light, dark or the system's. */
export function AppearanceButtons() {
  const { choices, choose } = useColorSchemeChoices();
  return (
    <section aria-labelledby="drawer-appearance">
      <Text id="drawer-appearance" size="sm" fw={600} c="dimmed" mb="xs">
        <Trans>Appearance</Trans>
      </Text>
      <Group gap={4} grow>
        {choices.map(({ scheme, label, current }) => (
          <Button
            key={scheme}
            mih={44}
            variant={current ? 'light' : 'subtle'}
            color={current ? 'primary' : 'gray'}
            aria-pressed={current}
            onClick={() => {
              choose(scheme);
            }}
          >
            {label}
          </Button>
        ))}
      </Group>
    </section>
  );
}
