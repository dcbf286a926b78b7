#!/bin/sh
# <xbar.title>Colors</xbar.title>
# <xbar.desc>Colors by name and hex, light and dark pairs, fonts and sizes.</xbar.desc>
echo "Palette | color=#ff0000"
echo "---"
echo "Named red | color=red"
echo "Hex green | color=#00c853"
echo "Cadet blue | color=cadetblue"
echo "Black, or white in the dark | color=black,white"
echo "Bold font | font=Menlo-Bold"
echo "Italic font | font=Helvetica-Oblique"
echo "Large size | size=20"
echo "Small size | size=9"
