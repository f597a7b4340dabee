#!/usr/bin/env python3
"""Draw the app icons (assets/icons/icon-192.png, icon-512.png).

Standard library only: shapes are tested per sample (supersampled for
anti-aliasing) and written with a tiny zlib+struct PNG encoder.
The picture: a dark green rounded square, a cream card lying behind a white
card, and a red heart on the white card.

    python3 tools/make-icons.py            # writes into assets/icons/
"""
import math
import os
import struct
import sys
import zlib

GREEN_TOP = (0x16, 0x5c, 0x44)
GREEN_BOTTOM = (0x0f, 0x3d, 0x2e)
CREAM = (0xe8, 0xe1, 0xd0)
WHITE = (0xfb, 0xfa, 0xf6)
RED = (0xc8, 0x10, 0x2e)
EDGE = (0xc9, 0xc2, 0xb0)


def rounded_rect(x, y, hw, hh, r):
    """Inside test for a rect centred at 0 with half sizes hw, hh, corner r."""
    dx = abs(x) - (hw - r)
    dy = abs(y) - (hh - r)
    if dx <= 0 or dy <= 0:
        return abs(x) <= hw and abs(y) <= hh
    return dx * dx + dy * dy <= r * r


def heart(x, y, size):
    """Classic implicit heart, centred at 0, about 2*size wide, y down."""
    hx = x / size
    hy = -y / size + 0.15
    a = hx * hx + hy * hy - 1.0
    return a * a * a - hx * hx * hy * hy * hy <= 0.0


def rotate(x, y, cx, cy, deg):
    t = math.radians(deg)
    c, s = math.cos(t), math.sin(t)
    dx, dy = x - cx, y - cy
    return dx * c + dy * s, -dx * s + dy * c


CARD_HW, CARD_HH, CARD_R = 0.19, 0.27, 0.035


def sample(u, v):
    """Colour and alpha (0..1) of the picture at u, v in [0, 1]."""
    if not rounded_rect(u - 0.5, v - 0.5, 0.5, 0.5, 0.2):
        return None
    t = v
    col = tuple(GREEN_TOP[i] * (1 - t) + GREEN_BOTTOM[i] * t for i in range(3))

    # Back card, turned clockwise, with a thin edge.
    bx, by = rotate(u, v, 0.585, 0.5, -14)
    if rounded_rect(bx, by, CARD_HW, CARD_HH, CARD_R):
        inner = rounded_rect(bx, by, CARD_HW - 0.008, CARD_HH - 0.008, CARD_R - 0.008)
        col = CREAM if inner else EDGE

    # Soft shadow of the front card.
    sx, sy = rotate(u, v, 0.45 + 0.018, 0.52 + 0.024, 8)
    if rounded_rect(sx, sy, CARD_HW, CARD_HH, CARD_R):
        col = tuple(c * 0.62 for c in col)

    # Front card, turned anticlockwise, with a heart and two corner pips.
    fx, fy = rotate(u, v, 0.45, 0.52, 8)
    if rounded_rect(fx, fy, CARD_HW, CARD_HH, CARD_R):
        col = WHITE
        if (heart(fx, fy + 0.01, 0.085)
                or heart(fx + 0.125, fy + 0.195, 0.028)
                or heart(-fx + 0.125, -fy + 0.195, 0.028)):
            col = RED
    return col


def render(size, ss):
    rows = []
    step = 1.0 / (size * ss)
    for py in range(size):
        row = bytearray([0])  # filter type: none
        for px in range(size):
            r = g = b = a = 0.0
            for sy in range(ss):
                v = (py * ss + sy + 0.5) * step
                for sx in range(ss):
                    u = (px * ss + sx + 0.5) * step
                    c = sample(u, v)
                    if c is not None:
                        r += c[0]
                        g += c[1]
                        b += c[2]
                        a += 1.0
            n = ss * ss
            if a > 0:
                row += bytes((round(r / a), round(g / a), round(b / a), round(255 * a / n)))
            else:
                row += b'\0\0\0\0'
        rows.append(bytes(row))
    return b''.join(rows)


def png(size, raw):
    def chunk(kind, data):
        body = kind + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xffffffff)

    header = struct.pack('>IIBBBBB', size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header)
            + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, 'assets', 'icons')
    os.makedirs(out_dir, exist_ok=True)
    for size, ss in ((192, 4), (512, 3)):
        path = os.path.join(out_dir, f'icon-{size}.png')
        with open(path, 'wb') as f:
            f.write(png(size, render(size, ss)))
        print(f'wrote {path}')


if __name__ == '__main__':
    main()
