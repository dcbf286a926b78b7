#!/usr/bin/env bash
# Builds the release homescreen program with the start-up layout (see README.md beside this
# script) and checks that the layout took. Fails, and says why, when it did not or when the
# order file has gone stale.
#
#   ReleaseTooling/StartupLayout/build.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
# The variable adds the layout's C target and linker flags to the package (Package.swift).
# A build folder of its own, so the everyday release build in .build is never mixed with it.
export HOMESCREEN_STARTUP_LAYOUT=1
scratch=.build-startup-layout
swift build --scratch-path "$scratch" -c release --static-swift-stdlib \
    -Xlinker -no-pie -Xlinker --no-export-dynamic --product homescreen
python3 ReleaseTooling/StartupLayout/check-layout.py "$scratch/release/homescreen"
echo "startup-layout: $scratch/release/homescreen"
