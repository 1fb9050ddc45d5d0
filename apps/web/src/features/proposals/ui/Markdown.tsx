import ReactMarkdown, { type Components } from 'react-markdown';
import styles from './proposals.module.css';

const SAFE_URL = /^https?:\/\//i;

/**
 * A proposal's markdown, inert: raw HTML is dropped (never parsed into elements), images show their alt text (no
 * request leaves the page), and links are kept only for http(s) URLs, opened in a new tab without the opener or the
 * referrer; any other link (javascript:, data:, relative) is plain text.
 */
const components: Components = {
  img: ({ alt }) => (alt ? <span>{`[${alt}]`}</span> : null),
  a: ({ href, children }) =>
    href && SAFE_URL.test(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

export default function Markdown({ text }: { text: string }) {
  return (
    <div className={styles.markdown} data-testid="proposal-content">
      <ReactMarkdown skipHtml components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
