// @ts-check
// From rays to pixels: sampling a block of image rows with edge-adaptive anti-aliasing, and
// turning the linear (HDR) result into 8-bit sRGB with exposure and a filmic tone curve.
//
// Anti-aliasing: every pixel first gets the average of rays through its four corners (corners
// are shared with the neighbours, so this costs about one ray per pixel). Only where those
// corners disagree (an object edge, a plank joint, a window frame) are four more rays cast
// inside the pixel. Edges get 2x2 supersampling; flat areas stay cheap.

/**
 * Renders rows [y0, y1) of a width x height image.
 * @param {import('./tracer.mjs').Tracer} tracer from createTracer()
 * @param {import('./camera.mjs').RayFn} rays pixel -> direction
 * @param {number[]} origin camera position
 * @param {number} width
 * @param {number} height
 * @param {number} y0
 * @param {number} y1
 * @param {{ threshold?: number, refine?: boolean }} [options]
 * @returns {Float32Array<ArrayBuffer>} linear RGB, (y1 - y0) * width * 3 values
 */
export function renderRows(tracer, rays, origin, width, height, y0, y1, options = {}) {
  const threshold = options.threshold ?? 0.04;
  const refine = options.refine !== false;
  const [ox, oy, oz] = origin;
  const cols = width + 1;
  const rows = y1 - y0 + 1;
  const corner = new Float32Array(cols * rows * 3);
  const ids = new Int32Array(cols * rows);
  const dir = [0, 0, 0];
  const c = [0, 0, 0];

  /** @param {number} px @param {number} py */
  const sample = (px, py) => {
    rays(px, py, dir);
    return tracer.radiance(ox, oy, oz, dir[0], dir[1], dir[2], 0, c);
  };

  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const k = j * cols + i;
      ids[k] = sample(i, y0 + j);
      corner[3 * k] = c[0];
      corner[3 * k + 1] = c[1];
      corner[3 * k + 2] = c[2];
    }
  }

  const out = new Float32Array((y1 - y0) * width * 3);
  /** @param {number} k */
  const lum = (k) => {
    const l = 0.2126 * corner[3 * k] + 0.7152 * corner[3 * k + 1] + 0.0722 * corner[3 * k + 2];
    return l / (1 + l);
  };
  for (let j = 0; j < y1 - y0; j++) {
    for (let i = 0; i < width; i++) {
      const ks = [j * cols + i, j * cols + i + 1, (j + 1) * cols + i, (j + 1) * cols + i + 1];
      let r = 0;
      let g = 0;
      let b = 0;
      let lo = Infinity;
      let hi = -Infinity;
      for (const k of ks) {
        r += corner[3 * k];
        g += corner[3 * k + 1];
        b += corner[3 * k + 2];
        const l = lum(k);
        if (l < lo) lo = l;
        if (l > hi) hi = l;
      }
      const sameObject =
        ids[ks[0]] === ids[ks[1]] && ids[ks[0]] === ids[ks[2]] && ids[ks[0]] === ids[ks[3]];
      let weight = 4;
      if (refine && (hi - lo > threshold || !sameObject)) {
        // Corners count half as much as the four interior samples: they straddle neighbours.
        r *= 0.5;
        g *= 0.5;
        b *= 0.5;
        weight = 2;
        for (const [u, v] of SUBSAMPLES) {
          sample(i + u, y0 + j + v);
          r += c[0];
          g += c[1];
          b += c[2];
          weight += 1;
        }
      }
      const o = 3 * (j * width + i);
      out[o] = r / weight;
      out[o + 1] = g / weight;
      out[o + 2] = b / weight;
    }
  }
  return out;
}

const SUBSAMPLES = [
  [0.25, 0.25],
  [0.75, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
];

/**
 * Exposure that puts the image's middle tones where a bright interior photo has them. Uses the
 * median luminance, so a few blown-out windows don't darken the whole room.
 * @param {Float32Array} hdr
 */
export function autoExposure(hdr, key = 0.32) {
  const values = [];
  for (let i = 0; i < hdr.length; i += 3 * 7) {
    values.push(0.2126 * hdr[i] + 0.7152 * hdr[i + 1] + 0.0722 * hdr[i + 2]);
  }
  values.sort((a, b) => a - b);
  const median = values[Math.floor(values.length * 0.5)] || 1;
  return Math.min(4, Math.max(0.3, key / median));
}

/**
 * ACES filmic curve (Narkowicz's fit): gentle shoulder so windows roll off instead of clipping.
 * @param {number} x
 */
export function aces(x) {
  const v = (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14);
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

const SRGB_LUT = (() => {
  const lut = new Uint8Array(4097);
  for (let i = 0; i <= 4096; i++) {
    const c = i / 4096;
    const v = c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
    lut[i] = Math.round(Math.min(1, Math.max(0, v)) * 255);
  }
  return lut;
})();

/**
 * Linear HDR -> 8-bit sRGB with exposure, the filmic curve and a touch of extra saturation
 * (the curve desaturates bright colours a little).
 * @param {Float32Array} hdr
 * @param {number} exposure
 * @returns {Buffer}
 */
export function toneMap(hdr, exposure, saturation = 1.06) {
  const out = Buffer.alloc(hdr.length);
  for (let i = 0; i < hdr.length; i += 3) {
    let r = aces(hdr[i] * exposure);
    let g = aces(hdr[i + 1] * exposure);
    let b = aces(hdr[i + 2] * exposure);
    const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    r = l + (r - l) * saturation;
    g = l + (g - l) * saturation;
    b = l + (b - l) * saturation;
    out[i] = SRGB_LUT[Math.round(Math.min(1, Math.max(0, r)) * 4096)];
    out[i + 1] = SRGB_LUT[Math.round(Math.min(1, Math.max(0, g)) * 4096)];
    out[i + 2] = SRGB_LUT[Math.round(Math.min(1, Math.max(0, b)) * 4096)];
  }
  return out;
}
