import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type AnchorElementProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;

function AnchorElement(props: AnchorElementProps) {
  return <Anchor component="a" {...props} />;
}

/** A Mantine text link that is a typed router link. */
export const AnchorLink = createLink(AnchorElement);
