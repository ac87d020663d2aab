#!/usr/bin/env bash
# Builds a real git repository from the two folders of this example: a base commit with base/,
# then a head commit with head/ (the "pull request"), so the git path can be tried:
#   bash examples/acme/make-git-repo.sh /tmp/acme
#   node dist/cli.js compare --repo /tmp/acme --base HEAD~1 --head HEAD
set -euo pipefail
if [ $# -ne 1 ]; then echo "usage: $0 DIR (an empty or missing folder)" >&2; exit 2; fi
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
dest="$1"
mkdir -p "$dest"
if [ -n "$(ls -A "$dest")" ]; then echo "$dest is not empty" >&2; exit 2; fi
cd "$dest"
# Fixed identity and dates: the same script always gives the same commit hashes.
export GIT_AUTHOR_NAME='Acme Docs' GIT_AUTHOR_EMAIL='docs@acme-audio.example'
export GIT_COMMITTER_NAME='Acme Docs' GIT_COMMITTER_EMAIL='docs@acme-audio.example'
export GIT_AUTHOR_DATE='2026-04-01T09:00:00Z' GIT_COMMITTER_DATE='2026-04-01T09:00:00Z'
git init -q -b main .
git config commit.gpgsign false
cp -R "$here/base/." .
git add -A
git commit -q -m 'Help centre as published'
# The head replaces the whole tree, so deletions and renames in head/ are commits too.
git rm -q -r --cached . >/dev/null
find . -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
cp -R "$here/head/." .
export GIT_AUTHOR_DATE='2026-04-02T09:00:00Z' GIT_COMMITTER_DATE='2026-04-02T09:00:00Z'
git add -A
git commit -q -m 'Spring Outlet sale page, 2023 returns policy archived, yearly plans, refurbished shipping'
echo "$dest: base $(git rev-parse --short HEAD~1), head $(git rev-parse --short HEAD)"
