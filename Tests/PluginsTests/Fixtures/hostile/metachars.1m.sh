#!/bin/sh
# A bash= item whose arguments hold shell metacharacters: they must reach the program as written.
echo "Metachars"
echo "---"
echo "Press me | bash=/bin/echo param1='; touch pwned' param2='\$(touch pwned)' param3='| cat' param4=\"it's\" terminal=false"
