#!/usr/bin/env python3
# <xbar.title>Pomodoro</xbar.title>
# <xbar.desc>A 25-minute timer you start and stop from the widget.</xbar.desc>
# <xbar.var>number(VAR_MINUTES=25): Minutes a pomodoro lasts.</xbar.var>
# <xbar.var>boolean(VAR_SOUND=false): Ring when it ends.</xbar.var>
import os, sys
minutes = int(float(os.environ.get("VAR_MINUTES", "25")))
print(f"🍅 {minutes}:00 | color=red")
print("---")
print(f"Start | bash={sys.argv[0]} param1=start terminal=false refresh=true")
print(f"Stop | bash={sys.argv[0]} param1=stop terminal=false refresh=true")
print(f"Sound: {'on' if os.environ.get('VAR_SOUND') == 'true' else 'off'} | color=gray")
