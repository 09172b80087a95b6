import clsx from 'clsx';

/**
 * A button shown only while the data saver is on, that brings back what it hid in the nearest
 * element marked `data-saver-scope` (the saver runtime marks that element `data-saver-shown`).
 */
export function SaverReveal({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" data-saver-reveal className={clsx('saver-only', className)}>
      {label}
    </button>
  );
}
