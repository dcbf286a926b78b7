#!/usr/bin/env python3
# <swiftbar.title>Agenda</swiftbar.title>
# <swiftbar.desc>The next meetings (SwiftBar's metadata and environment).</swiftbar.desc>
# <swiftbar.environment>['VAR_CALENDAR':'Work', 'VAR_DAYS':'1']</swiftbar.environment>
import os
print("📅 Standup 10:00")
print("---")
print(f"{os.environ['VAR_CALENDAR']}, next {os.environ['VAR_DAYS']} day | color=gray")
print("10:00 Standup | href=https://meet.example.com/standup")
print("14:30 Review | href=https://meet.example.com/review")
