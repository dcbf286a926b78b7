#!/bin/sh
# <xbar.title>Load</xbar.title>
# <xbar.desc>The load averages, from /proc.</xbar.desc>
# <xbar.var>string(VAR_PROC="/proc"): Where /proc is.</xbar.var>
read one five fifteen tasks last < "$VAR_PROC/loadavg"
color=green
case "$one" in 0.*) ;; *) color=red ;; esac
echo "⚙ $one | color=$color"
echo "---"
echo "1 min: $one"
echo "5 min: $five"
echo "15 min: $fifteen"
echo "Tasks: $tasks | color=gray"
