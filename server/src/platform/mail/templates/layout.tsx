import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/** The wedding's colours and type, as mail clients allow them (inline styles, web-safe serif). */
export const theme = {
  ink: '#1d2733',
  sea: '#1f3a5f',
  muted: '#5b6673',
  cream: '#faf6ef',
  line: '#e6ded1',
  serif: "'Cormorant Garamond', Georgia, 'Times New Roman', serif",
  sans: "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif",
};

export const paragraph = {
  fontFamily: theme.sans,
  fontSize: '16px',
  lineHeight: '1.6',
  color: theme.ink,
  margin: '0 0 16px',
};
export const small = { ...paragraph, fontSize: '14px', color: theme.muted };

interface LayoutProps {
  lang: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  /** "Aanya & Julien" */
  couple: string;
  /** "Cap Ferrat · 14–16 May 2026" */
  tagline: string;
  signature: string;
  children: ReactNode;
}

/** Every message of the site: the couple's names at the top, their signature at the bottom. */
export function Layout({ lang, preview, couple, tagline, signature, children }: LayoutProps) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: theme.cream, margin: 0, padding: '24px 0' }}>
        <Container
          style={{
            maxWidth: '560px',
            backgroundColor: '#ffffff',
            padding: '32px',
            border: `1px solid ${theme.line}`,
          }}
        >
          <Text
            style={{
              fontFamily: theme.serif,
              fontSize: '30px',
              color: theme.sea,
              textAlign: 'center',
              margin: '0',
            }}
          >
            {couple}
          </Text>
          <Text
            style={{
              ...small,
              textAlign: 'center',
              letterSpacing: '0.12em',
              textTransform: 'uppercase',
              margin: '4px 0 24px',
            }}
          >
            {tagline}
          </Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: theme.line, margin: '24px 0' }} />
          <Text style={{ ...paragraph, fontFamily: theme.serif, fontSize: '18px', textAlign: 'center' }}>
            {signature}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
