// Just enough PNG reading for the browser test to look at its screenshots: 8-bit RGB or RGBA,
// not interlaced (what Chromium writes).
import { inflateSync } from "node:zlib";

export function decodePng(buffer) {
  if (buffer.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  let offset = 8;
  let width = 0, height = 0, channels = 0;
  const data = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString("ascii", offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      channels = { 2: 3, 6: 4 }[colour];
      if (depth !== 8 || !channels || interlace) throw new Error(`unsupported PNG (depth ${depth}, colour ${colour}, interlace ${interlace})`);
    } else if (type === "IDAT") {
      data.push(body);
    } else if (type === "IEND") {
      break;
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(width * height * 4, 255);
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels] : 0;
      const b = previous[i];
      const c = i >= channels ? previous[i - channels] : 0;
      let add = 0;
      if (filter === 1) add = a;
      else if (filter === 2) add = b;
      else if (filter === 3) add = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        add = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = (line[i] + add) & 255;
    }
    for (let x = 0; x < width; x++) {
      line.copy(pixels, (y * width + x) * 4, x * channels, x * channels + channels);
    }
    previous = line;
  }
  return { width, height, pixels };
}

/// How much is on the picture: distinct colours (quantised to 4 bits a channel) and the spread
/// of brightness. A blank or single-colour canvas has a handful of colours and no spread.
export function pictureStats({ width, height, pixels }) {
  const colours = new Set();
  let sum = 0, sumSq = 0;
  for (let i = 0; i < width * height * 4; i += 4) {
    const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
    colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
    const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    sum += l;
    sumSq += l * l;
  }
  const n = width * height;
  const mean = sum / n;
  return { colours: colours.size, mean, spread: Math.sqrt(Math.max(0, sumSq / n - mean * mean)) };
}

/// Throws if a screenshot looks blank: a drawn table or menu has dozens of colours and some
/// spread of brightness; a blank or single-colour canvas has neither.
export function expectPicture(name, stats) {
  if (stats.colours < 40 || stats.spread < 4) throw new Error(`${name}: the canvas looks blank (${JSON.stringify(stats)})`);
}
