import { Typography } from '@mantine/core';

/** HTML the server sanitized (question stems and options). */
export function RichText({ html, inline = false }: { html: string; inline?: boolean }) {
  if (inline) {
    return <div style={{ display: 'inline-block' }} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
