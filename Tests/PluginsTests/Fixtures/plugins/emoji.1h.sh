#!/bin/sh
# <xbar.title>Mood</xbar.title>
# <xbar.desc>Emoji shortcodes, and a line that keeps them (emojize=false).</xbar.desc>
echo ":sunny: :coffee: :rocket:"
echo "---"
echo ":tada: Shipped it"
echo ":warning: Kept as written | emojize=false"
echo ":not_an_emoji: stays"
