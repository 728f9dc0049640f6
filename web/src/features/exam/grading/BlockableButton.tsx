import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A button that stays focusable and shows why it cannot be used (`blockedReason` as its tooltip) instead of a
 * silent native `disabled` (Mantine's recipe: data-disabled and a prevented click).
 */
export function BlockableButton({
  blockedReason,
  onClick,
  children,
  ...props
}: ButtonProps & { blockedReason: string | undefined; onClick: () => void; children: ReactNode }) {
  const blocked = blockedReason !== undefined;
  return (
    <Tooltip label={blockedReason} disabled={!blocked} multiline maw={320}>
      <Button
        {...props}
        data-disabled={blocked || undefined}
        aria-disabled={blocked || undefined}
        onClick={(event) => {
          if (blocked) {
            event.preventDefault();
            return;
          }
          onClick();
        }}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
