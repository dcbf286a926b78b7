#!/bin/sh
# Escape sequences that would clear the screen, move the cursor, set the title and ring.
printf '\033[2J\033[H\033]0;owned\007Title\033[10;10H here\007\n'
printf -- '---\n'
printf 'Line \033[5mblink\033[0m \033[31mred\033[0m \033P+q\033\\ | ansi=false\n'
printf 'Line \033[5mblink\033[0m \033[31mred\033[0m\n'
