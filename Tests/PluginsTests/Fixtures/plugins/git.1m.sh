#!/bin/sh
# <xbar.title>Git</xbar.title>
# <xbar.desc>Branch and changes of a repository.</xbar.desc>
# <xbar.dependencies>git</xbar.dependencies>
# <xbar.var>string(VAR_REPO="."): The repository.</xbar.var>
cd "$VAR_REPO" 2>/dev/null || { echo "no repository | color=red"; exit 0; }
branch=$(git symbolic-ref --short HEAD 2>/dev/null || echo detached)
changes=$(git status --porcelain | wc -l | tr -d ' ')
if [ "$changes" = 0 ]; then echo "⎇ $branch ✓ | color=green"; else echo "⎇ $branch ±$changes | color=yellow"; fi
echo "---"
git status --porcelain | while read -r state file; do echo "$state $file | font=Menlo"; done
echo "Open the folder | href=file://$VAR_REPO"
