import 'server-only';
import QRCode from 'qrcode';

/**
 * A QR code for an address, as the modules of the `qrcode` library (which does the encoding:
 * versions, masks, error correction) and one SVG path that draws them: each row's runs of dark
 * modules as horizontal strokes one module tall. Made at build time, so the page carries the
 * drawing and no script, and no outside service sees the address.
 */
export interface QrCode {
  /** Modules a side, without the quiet zone. */
  size: number;
  /** Path data in module units, offset by the quiet zone. */
  path: string;
  /** The side of the drawing with its quiet zone, in modules. */
  extent: number;
}

/** Four modules of light margin all round, as the QR standard asks. */
export const QUIET_ZONE = 4;

export function qrCode(text: string): QrCode {
  // Level M corrects about 15% damage: a crease or a smudge on a printed sheet.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  let path = '';
  for (let y = 0; y < size; y++) {
    // The first run of a row starts from an absolute point, the next from the pen's end.
    let pen: number | undefined;
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x++;
      path +=
        pen === undefined
          ? `M${start + QUIET_ZONE} ${y + QUIET_ZONE + 0.5}h${x - start}`
          : `m${start - pen} 0h${x - start}`;
      pen = x;
    }
  }
  return { size, path, extent: size + 2 * QUIET_ZONE };
}

/** Whether the module at row `y`, column `x` is dark: for tests that read the code back. */
export function qrModules(text: string): { size: number; dark: (x: number, y: number) => boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}
