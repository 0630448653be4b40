/**
 * What must not be split across two lines: a hyphenated name with what sticks to it
 * ("Saint-Jean-Cap-Ferrat,"), and a one-letter word with the word after it ("A Four"), itself
 * perhaps hyphenated.
 */
const TOGETHER = /((?:(?<!\S)\p{L}\s+)?\S*\p{L}-\p{L}\S*|(?<!\S)\p{L}\s+\S+)/u;

/**
 * Text that never breaks at a hyphen of a name ("Grand-Hôtel du Cap- / Ferrat") nor after a
 * one-letter word ("Cap-Ferrat, A / Four Seasons Hotel"): those stay on one line and the rest wraps
 * as usual. The characters are the text's own, so it copies, searches and reads aloud the same.
 */
export function KeepTogether({ text }: { text: string }) {
  const parts = text.split(TOGETHER);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
