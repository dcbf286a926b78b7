#!/bin/sh
# <xbar.title>Disks</xbar.title>
# <xbar.desc>Use of the mounted file systems.</xbar.desc>
df -h | awk 'NR > 1 && $1 ~ /^\/dev/ { if (!shown) { print "💾 " $5 " of " $2; shown = 1 } }'
echo "---"
df -h | awk 'NR > 1 { color = ($5 + 0 >= 80) ? " | color=red" : ""; print $6 "  " $3 " of " $2 " (" $5 ")" color }'
