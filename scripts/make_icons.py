#!/usr/bin/env python3
"""Draws the web app's home-screen icons (web/icons/icon-192.png, icon-512.png), also the Linux
packages' icons, and the Windows game's icon (packaging/windows/tabletrio.ico: 16, 32, 48 and 256
pixels, each a PNG inside the ICO, as Windows Vista and later read them): a felt-green square
with a golden hexagon (Kamon), a white disc (Yoxii) and a pink ring (Oxono). Run it again only to
change the picture; the files are committed."""
import math
import struct
import zlib
from pathlib import Path

FELT = (31, 92, 64)
GOLD = (222, 178, 62)
WHITE = (244, 240, 228)
PINK = (232, 96, 146)


def inside_hexagon(x, y, cx, cy, r):
    dx, dy = abs(x - cx), abs(y - cy)
    # A pointy-topped hexagon of circumradius r.
    return dy <= r and dx <= r * math.sqrt(3) / 2 and dx * 0.5 + dy * math.sqrt(3) / 2 <= r * math.sqrt(3) / 2


def pixel(x, y):
    # Coordinates in the unit square; four samples a pixel smooth the edges.
    if inside_hexagon(x, y, 0.5, 0.40, 0.27):
        return GOLD
    if math.hypot(x - 0.30, y - 0.77) <= 0.13:
        return WHITE
    if 0.08 <= math.hypot(x - 0.70, y - 0.77) <= 0.13:
        return PINK
    return FELT


def png(size):
    rows = []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            acc = [0, 0, 0]
            for sx, sy in ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)):
                c = pixel((i + sx) / size, (j + sy) / size)
                acc = [a + b for a, b in zip(acc, c)]
            row += bytes(round(a / 4) for a in acc)
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


out = Path(__file__).resolve().parent.parent / "web" / "icons"
out.mkdir(exist_ok=True)
for size in (192, 512):
    (out / f"icon-{size}.png").write_bytes(png(size))


def ico(sizes):
    images = [png(size) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, image in zip(sizes, images):
        # A width or height of 0 means 256; 24 bits a pixel, as the PNGs are RGB.
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 24, len(image), offset)
        offset += len(image)
    return header + entries + b"".join(images)


windows = Path(__file__).resolve().parent.parent / "packaging" / "windows"
windows.mkdir(exist_ok=True)
(windows / "tabletrio.ico").write_bytes(ico((16, 32, 48, 256)))
