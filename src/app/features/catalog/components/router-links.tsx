import { Anchor, type AnchorProps, Card, type CardProps, Menu, type MenuItemProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine elements as typed router links (`to`, `params`, `search`, preloading), like ui/button-link.tsx: a
// polymorphic `component={Link}` loses the route typing.

type AnchorElementProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;
type CardElementProps = CardProps & Omit<ComponentPropsWithRef<'a'>, keyof CardProps>;
type MenuItemElementProps = MenuItemProps & Omit<ComponentPropsWithRef<'a'>, keyof MenuItemProps>;

function AnchorElement(props: AnchorElementProps) {
  return <Anchor component="a" {...props} />;
}

function CardElement(props: CardElementProps) {
  return <Card component="a" {...props} />;
}

function MenuItemElement(props: MenuItemElementProps) {
  return <Menu.Item component="a" {...props} />;
}

/** A Mantine anchor that is a typed router link. */
export const AnchorLink = createLink(AnchorElement);
/** A Mantine card that is a typed router link. */
export const CardLink = createLink(CardElement);
/** A Mantine menu item that is a typed router link. */
export const MenuItemLink = createLink(MenuItemElement);
