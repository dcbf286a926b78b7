#!/bin/sh
# Output without end.
while true; do echo "again and again"; done
