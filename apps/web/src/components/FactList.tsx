import {
  Box,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  type MantineSize,
  type MantineSpacing,
  type SimpleGridProps,
  type TextProps,
} from '@mantine/core';
import type { CSSProperties, Key, ReactNode } from 'react';

/** One fact: its name and its value, read together (a `<dt>` and its `<dd>`). */
export interface Fact {
  label: ReactNode;
  value: ReactNode;
  /** React's key; the label when it is a string. */
  key?: Key;
}

export interface FactListProps {
  facts: readonly Fact[];
  /**
   * `grid`: the name above the value, in columns (`cols`); `rows`: the name beside the value,
   * one fact a line; `inline`: facts side by side, wrapping; `plain`: laid out by `className`.
   */
  layout?: 'grid' | 'rows' | 'inline' | 'plain';
  /** The grid's columns, by breakpoint. */
  cols?: SimpleGridProps['cols'];
  /** Space between facts (the grid's columns, the rows' lines, the inline facts). */
  spacing?: MantineSpacing | number;
  /** The grid's space between lines, when not `spacing`. */
  verticalSpacing?: MantineSpacing;
  labelSize?: MantineSize;
  /** The names' column width in `rows`. */
  labelWidth?: number;
  /** `rows` with the value at the line's end. */
  spread?: boolean;
  /** Each fact in a bordered card (`grid`). */
  framed?: boolean;
  /** The values' text (size, weight, alignment, wrapping). */
  valueProps?: TextProps & { style?: CSSProperties; className?: string };
  className?: string;
  factClassName?: string;
  'aria-labelledby'?: string;
}

/** Facts as a description list, so each value is read with its name. */
export function FactList(props: FactListProps) {
  const { facts, layout = 'grid', labelSize = 'xs', valueProps } = props;
  const item = (fact: Fact) => {
    const label = (
      <Text
        component="dt"
        size={labelSize}
        c="dimmed"
        miw={layout === 'rows' ? props.labelWidth : undefined}
      >
        {fact.label}
      </Text>
    );
    const value = (
      // A long value (an e-mail, a link) breaks where it must rather than run past its box.
      <Text
        component="dd"
        m={0}
        ta={props.spread ? 'right' : undefined}
        miw={0}
        {...valueProps}
        style={{ overflowWrap: 'anywhere', ...valueProps?.style }}
      >
        {fact.value}
      </Text>
    );
    const key = fact.key ?? (typeof fact.label === 'string' ? fact.label : undefined);
    if (layout === 'rows')
      return (
        <Group
          key={key}
          justify={props.spread ? 'space-between' : undefined}
          gap="xs"
          wrap="nowrap"
          align="baseline"
        >
          {label}
          {value}
        </Group>
      );
    if (layout === 'inline')
      return (
        <Stack key={key} gap={2}>
          {label}
          {value}
        </Stack>
      );
    if (props.framed)
      return (
        <Paper key={key} withBorder p="md" radius="md">
          {label}
          {value}
        </Paper>
      );
    return (
      <div key={key} className={props.factClassName}>
        {label}
        {value}
      </div>
    );
  };
  const shared = {
    component: 'dl',
    m: 0,
    className: props.className,
    'aria-labelledby': props['aria-labelledby'],
  } as const;
  if (layout === 'rows')
    return (
      <Stack {...shared} gap={props.spacing ?? 0}>
        {facts.map(item)}
      </Stack>
    );
  if (layout === 'plain') return <Box {...shared}>{facts.map(item)}</Box>;
  if (layout === 'inline')
    return (
      <Group {...shared} gap={props.spacing} wrap="wrap">
        {facts.map(item)}
      </Group>
    );
  return (
    <SimpleGrid
      {...shared}
      cols={props.cols}
      spacing={props.spacing}
      verticalSpacing={props.verticalSpacing}
    >
      {facts.map(item)}
    </SimpleGrid>
  );
}
