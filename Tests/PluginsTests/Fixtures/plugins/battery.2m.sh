#!/bin/sh
# <xbar.title>Battery</xbar.title>
# <xbar.desc>Charge of the first battery.</xbar.desc>
# <xbar.var>string(VAR_SUPPLY="/sys/class/power_supply"): The power supply folder.</xbar.var>
capacity=$(cat "$VAR_SUPPLY/BAT0/capacity")
status=$(cat "$VAR_SUPPLY/BAT0/status")
if [ "$capacity" -le 20 ]; then color=red; else color=green; fi
echo "🔋 $capacity% | color=$color"
echo "---"
echo "$status"
if [ "$(cat "$VAR_SUPPLY/AC/online")" = 1 ]; then echo "On mains power"; else echo "On battery | color=orange"; fi
