#!/usr/bin/env python3
"""Writes the small pictures the picture tests decode (run once; the files are committed).

Needs Pillow (pip install pillow). Every picture is tiny and its pixels are chosen so that
the tests can state them exactly (PNG) or within JPEG's loss (solid quadrants).
"""
from PIL import Image

# 4 x 2 RGBA: the golden pixels of the PNG decoding test.
checker = Image.new("RGBA", (4, 2))
checker.putdata([
    (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (0, 0, 0, 0),
    (255, 255, 255, 255), (0, 0, 0, 255), (128, 128, 128, 255), (255, 255, 0, 128),
])
checker.save("checker.png")

# 2 x 2 palette PNG (expanded to RGBA by the decoder).
palette = Image.new("P", (2, 2))
palette.putpalette([255, 0, 0, 0, 0, 255, 10, 20, 30] + [0] * (256 * 3 - 9))
palette.putdata([0, 1, 2, 0])
palette.save("palette.png")

# 64 x 32 halves, red then blue: downsampled to 2 x 1 it is exactly one red and one blue pixel.
halves = Image.new("RGB", (64, 32))
halves.paste((255, 0, 0), (0, 0, 32, 32))
halves.paste((0, 0, 255), (32, 0, 64, 32))
halves.save("halves.png")

# 64 x 64 JPEG of four solid quadrants: red, green / blue, white.
quadrants = Image.new("RGB", (64, 64))
quadrants.paste((255, 0, 0), (0, 0, 32, 32))
quadrants.paste((0, 255, 0), (32, 0, 64, 32))
quadrants.paste((0, 0, 255), (0, 32, 32, 64))
quadrants.paste((255, 255, 255), (32, 32, 64, 64))
quadrants.save("quadrants.jpg", quality=95, subsampling=0)

# 16 x 16 grayscale JPEG, mid gray.
Image.new("L", (16, 16), 100).save("gray.jpg", quality=95)

# A landscape "photo" for the Photos widget: a sky over a meadow, 96 x 48.
photo = Image.new("RGB", (96, 48))
photo.paste((90, 160, 230), (0, 0, 96, 24))
photo.paste((60, 150, 60), (0, 24, 96, 48))
photo.paste((250, 220, 60), (70, 6, 82, 18))
photo.save("meadow.jpg", quality=90)
