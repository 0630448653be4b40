import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { colon, isLanguage } from '@riviera/contract';
import { Layout, paragraph, small, theme } from './layout';

/** The pieces a message is made of; the words come from the content modules (mail.ts per language). */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'events'; items: Array<{ title: string; when: string; place: string }> }
  | { kind: 'facts'; items: Array<{ label: string; value: string }> }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'link'; text: string; url: string }
  | { kind: 'code'; label: string; code: string }
  | { kind: 'image'; cid: string; alt: string; width: number }
  /** A wide picture at the head of a message: the column's width on a phone, its own height. */
  | { kind: 'picture'; cid: string; alt: string; width: number }
  | { kind: 'note'; text: string };

export interface MessageProps {
  lang: string;
  preview: string;
  couple: string;
  tagline: string;
  signature: string;
  blocks: Block[];
}

/** `colon` is what follows a label in the message's language (': ' or ' : '). */
function BlockView({ block, colon }: { block: Block; colon: string }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={paragraph}>{block.text}</Text>;
    case 'note':
      return <Text style={small}>{block.text}</Text>;
    case 'heading':
      return (
        <Heading
          as="h2"
          style={{
            fontFamily: theme.serif,
            fontSize: '22px',
            fontWeight: 400,
            color: theme.sea,
            margin: '24px 0 8px',
          }}
        >
          {block.text}
        </Heading>
      );
    case 'events':
      return (
        <Section>
          {block.items.map((item) => (
            <Text key={`${item.title}/${item.when}`} style={{ ...paragraph, margin: '0 0 12px' }}>
              <strong>{item.title}</strong>
              <br />
              {item.when}
              <br />
              <span style={{ color: theme.muted }}>{item.place}</span>
            </Text>
          ))}
        </Section>
      );
    case 'facts':
      return (
        <Section>
          {block.items.map((item) => (
            <Text key={item.label} style={{ ...paragraph, margin: '0 0 6px' }}>
              <span style={{ color: theme.muted }}>
                {item.label}
                {colon}
              </span>
              {item.value}
            </Text>
          ))}
        </Section>
      );
    case 'button':
      return (
        <Section style={{ textAlign: 'center', margin: '24px 0' }}>
          <Button
            href={block.url}
            style={{
              backgroundColor: theme.sea,
              color: '#ffffff',
              fontFamily: theme.sans,
              fontSize: '16px',
              padding: '12px 24px',
              borderRadius: '4px',
            }}
          >
            {block.label}
          </Button>
        </Section>
      );
    case 'link':
      return (
        <Text style={small}>
          <Link href={block.url} style={{ color: theme.sea }}>
            {block.text}
          </Link>
        </Text>
      );
    case 'code':
      return (
        <Text style={{ ...paragraph, textAlign: 'center' }}>
          <span style={{ color: theme.muted }}>{block.label} </span>
          <strong
            style={{ fontFamily: 'Menlo, Consolas, monospace', fontSize: '20px', letterSpacing: '0.2em' }}
          >
            {block.code}
          </strong>
        </Text>
      );
    case 'image':
      return (
        <Section style={{ textAlign: 'center' }}>
          <Img
            src={`cid:${block.cid}`}
            alt={block.alt}
            width={block.width}
            height={block.width}
            style={{ margin: '0 auto' }}
          />
        </Section>
      );
    case 'picture':
      return (
        <Section style={{ margin: '0 0 24px' }}>
          <Img
            src={`cid:${block.cid}`}
            alt={block.alt}
            width={block.width}
            style={{
              display: 'block',
              width: '100%',
              maxWidth: `${block.width}px`,
              height: 'auto',
              borderRadius: '4px',
            }}
          />
        </Section>
      );
  }
}

/** Every message the site sends, in the wedding's layout. */
export function Message({ blocks, ...layout }: MessageProps) {
  const afterLabel = colon(isLanguage(layout.lang) ? layout.lang : 'en');
  return (
    <Layout {...layout}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} colon={afterLabel} />
      ))}
    </Layout>
  );
}
