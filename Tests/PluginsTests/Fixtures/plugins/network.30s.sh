#!/bin/sh
# <xbar.title>Network</xbar.title>
# <xbar.desc>Reachability and latency.</xbar.desc>
latency=$(ping -c 1 192.0.2.1 | sed -n 's/.*time=\([0-9.]*\).*/\1/p')
echo "📶 ${latency} ms"
echo "---"
echo "Interfaces"
echo "--eth0 192.0.2.10"
echo "----Gateway 192.0.2.1"
echo "----DNS 192.0.2.53"
echo "--wlan0 down | color=gray"
echo "Status page | href=https://status.example.com"
