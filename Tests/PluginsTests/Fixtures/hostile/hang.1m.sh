#!/bin/sh
# Never exits.
echo "about to hang"
exec sleep 100000
