#!/bin/sh
# <xbar.title>VPN</xbar.title>
# <xbar.desc>SwiftBar's symbols, checkmarks and alternates.</xbar.desc>
# <swiftbar.hideAbout>true</swiftbar.hideAbout>
echo "VPN | sfimage=lock.fill"
echo "---"
echo "Office | checked=true sfimage=building.2"
echo "Home | sfimage=house"
echo "Disconnect everything | alternate=true"
echo "Settings… | sfimage=gearshape"
