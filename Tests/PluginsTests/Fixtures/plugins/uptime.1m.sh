#!/bin/sh
# <bitbar.title>Uptime</bitbar.title>
# <bitbar.desc>How long this machine has been up (BitBar's metadata).</bitbar.desc>
up=$(uptime | sed 's/.*up \([^,]*\),.*/\1/')
echo "⏱ $up"
echo "---"
uptime | sed 's/.*load average: /Load: /'
