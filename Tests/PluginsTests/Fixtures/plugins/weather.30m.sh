#!/bin/sh
# <xbar.title>Weather</xbar.title>
# <xbar.version>v1.0</xbar.version>
# <xbar.author>homescreen tests</xbar.author>
# <xbar.desc>Today's weather from wttr.in, and the coming days.</xbar.desc>
# <xbar.dependencies>curl</xbar.dependencies>
# <xbar.var>string(VAR_CITY="Oslo"): The city.</xbar.var>
now=$(curl -s "https://wttr.in/$VAR_CITY?format=%c+%t+%w")
echo "$now | color=orange"
echo "---"
echo "$VAR_CITY | href=https://wttr.in/$VAR_CITY"
curl -s "https://example.com/forecast?city=$VAR_CITY" | while read -r day high low; do
  echo "--$day $high° / $low°"
done
echo "Refresh | refresh=true"
