#!/bin/sh
# <xbar.title>Blocks</xbar.title>
# <swiftbar.type>streamable</swiftbar.type>
echo "first"
echo "---"
echo "one"
echo "~~~"
echo "second"
echo "---"
echo "two"
echo "~~~"
sleep ${VAR_SLEEP:-5}
