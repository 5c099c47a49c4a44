#!/usr/bin/env python3
"""Writes the app icons (public/icon-*.png) with the standard library only:
a terracotta tile with a pale mosaic of four tesserae."""
import os, struct, zlib

def png(path, size, maskable=False):
    bg = (0x7a, 0x2e, 0x1d)
    fg = (0xf6, 0xf1, 0xe7)
    inset = size * (0.22 if maskable else 0.16)
    gap = size * 0.05
    cell = (size - 2 * inset - gap) / 2
    radius = size * (0 if maskable else 0.18)
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            # rounded outer tile (transparent corners unless maskable)
            a = 255
            if radius:
                cx = min(max(x, radius), size - 1 - radius)
                cy = min(max(y, radius), size - 1 - radius)
                if (x - cx) ** 2 + (y - cy) ** 2 > radius ** 2:
                    a = 0
            c = bg
            for i in range(2):
                for j in range(2):
                    x0 = inset + i * (cell + gap)
                    y0 = inset + j * (cell + gap)
                    if x0 <= x < x0 + cell and y0 <= y < y0 + cell and not (i == 1 and j == 1 and (x - x0) + (y - y0) > cell * 1.2):
                        c = fg
            row += bytes((*c, a))
        rows.append(bytes(row))
    raw = b''.join(rows)
    def chunk(t, d):
        return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    data = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', size, size, 8, 6, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')
    with open(path, 'wb') as f:
        f.write(data)

here = os.path.dirname(os.path.abspath(__file__))
pub = os.path.join(here, '..', '..', 'public')
png(os.path.join(pub, 'icon-192.png'), 192)
png(os.path.join(pub, 'icon-512.png'), 512)
png(os.path.join(pub, 'icon-512-maskable.png'), 512, maskable=True)
