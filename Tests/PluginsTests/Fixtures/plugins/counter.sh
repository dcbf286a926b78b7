#!/bin/sh
# <xbar.title>Counter</xbar.title>
# <xbar.desc>A stream: a new state a line.</xbar.desc>
# <homescreen.stream>lines</homescreen.stream>
# <xbar.var>number(VAR_COUNT=3): Lines to print.</xbar.var>
# <xbar.var>number(VAR_SLEEP=5): Seconds to wait after them.</xbar.var>
i=0
while [ $i -lt ${VAR_COUNT:-3} ]; do
  i=$((i + 1))
  echo "count $i | color=green"
done
sleep ${VAR_SLEEP:-5}
