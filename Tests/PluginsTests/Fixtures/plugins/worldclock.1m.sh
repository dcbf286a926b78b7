#!/bin/sh
# <xbar.title>World clock</xbar.title>
# <xbar.desc>The time in three cities, nested by region.</xbar.desc>
echo "🌍 $(date +%H:%M)"
echo "---"
echo "Europe"
echo "--London $(TZ=Europe/London date +%H:%M)"
echo "Asia"
echo "--Tokyo $(TZ=Asia/Tokyo date +%H:%M)"
echo "America"
echo "--New York $(TZ=America/New_York date +%H:%M)"
echo "----Eastern time | color=gray"
