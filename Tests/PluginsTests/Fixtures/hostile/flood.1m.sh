#!/bin/sh
# 10 MB of output.
head -c 10485760 /dev/zero | tr '\0' 'x'
