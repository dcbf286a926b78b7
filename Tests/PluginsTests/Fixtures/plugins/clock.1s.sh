#!/bin/sh
# <xbar.title>Clock</xbar.title>
# <xbar.desc>The time, then the date, in turn.</xbar.desc>
echo "🕘 $(date +%H:%M:%S)"
echo "$(date '+%A %d %B')"
echo "---"
echo "UTC $(TZ=UTC date +%H:%M)"
