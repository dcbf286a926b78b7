#!/bin/sh
# <xbar.title>Ping</xbar.title>
# <xbar.desc>Latency to a host, with a template picture and a line only the title shows.</xbar.desc>
icon="iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAG0lEQVR4nGNggID/DJjgPzIDHyZsAh0UUOZIADmUG+VNvGFnAAAAAElFTkSuQmCC"
ms=$(ping -c 1 192.0.2.1 | sed -n 's/.*time=\([0-9.]*\).*/\1/p')
echo "$ms ms | templateImage=$icon"
echo "up | dropdown=false"
echo "---"
echo "Ping again | refresh=true"
echo "Traceroute | bash=/usr/bin/traceroute param1=192.0.2.1 terminal=true"
