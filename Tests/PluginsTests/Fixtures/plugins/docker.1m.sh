#!/bin/sh
# <xbar.title>Containers</xbar.title>
# <xbar.desc>Running containers, each with Stop and Logs.</xbar.desc>
# <xbar.dependencies>docker</xbar.dependencies>
running=$(docker ps | grep -c ' Up ')
echo "🐳 $running"
echo "---"
docker ps | while read -r name status; do
  case "$status" in Up*) color=green ;; *) color=gray ;; esac
  echo "$name — $status | color=$color"
  echo "--Stop | bash=/usr/bin/docker param1=stop param2=$name terminal=false refresh=true"
  echo "--Logs | bash=/usr/bin/docker param1=logs param2=--follow param3=$name terminal=true"
done
