#!/bin/sh
# <xbar.title>Now playing</xbar.title>
# <xbar.desc>The track playing, cut to fit (length=, trim=).</xbar.desc>
status=$(playerctl status)
track=$(playerctl metadata)
echo "   ♫ $track   | length=24"
echo "---"
echo "$status | color=green"
echo "   $track   | trim=false length=30"
echo "Next | bash=/usr/bin/playerctl param1=next terminal=false"
