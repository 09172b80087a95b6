/**
 * What a page that lives on the device's storage says without JavaScript: why it is empty, and
 * a way on. Its island then shows only its loading line, which never changes without a script.
 */
export function NoScriptNotice({
  text,
  link,
}: {
  text: string;
  link: { href: string; label: string };
}) {
  return (
    <noscript>
      <div className="rounded-card mb-6 border border-amber-300 bg-amber-50 px-6 py-6">
        <p className="font-semibold">{text}</p>
        <a href={link.href} className="text-brand-800 mt-3 inline-block font-bold underline">
          {link.label}
        </a>
      </div>
    </noscript>
  );
}
