#!/bin/sh
# <xbar.title>Notifications</xbar.title>
# <xbar.desc>Unread notifications, with a picture (image=).</xbar.desc>
icon="iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAHElEQVR4nGNgIBb872H4j4zxSmIoooMCgo7EBwDxL1FBMygv/QAAAABJRU5ErkJggg=="
echo "3 | image=$icon"
echo "---"
echo "Review requested: Fix the parser | href=https://example.com/pull/42"
echo "CI failed on main | href=https://example.com/actions/7 color=red"
echo "New issue: Crash on start | href=https://example.com/issues/9"
