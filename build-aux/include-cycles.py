#!/usr/bin/env python3
# Prints the include cycles between source types: a .c and its .h are one node.
# SPDX-License-Identifier: GPL-3.0-or-later
"""Find cycles of `#include "..."` between the files of a source tree.

A file `foo.c` and its header `foo.h` count as one node (one "type"), so the
usual `foo.c` includes `foo.h` is no cycle.  Every strongly connected
component of more than one node is one cycle; each is printed with one
shortest loop through it so the offending includes are easy to find.

Usage: include-cycles.py [--under DIR] [--count] [--check] [ROOT]
  ROOT     tree to scan (default: src)
  --under  only report cycles whose nodes all live under DIR
  --count  print only the number of cycles
  --check  exit with status 1 when there is a cycle (a test: src/app must have none)
"""

import argparse
import os
import re
import sys
from collections import deque

INCLUDE_RE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


PRIVATE_SUFFIX = '-private'


def node_of(path, text=None):
    """The type a file belongs to: foo.c, foo.h and foo-private.h are one node,
    and so is a part of a split type (foo-play.c, with no foo-play.h of its
    own, that includes foo.h or foo-private.h; the longest such foo)."""
    stem = os.path.splitext(path)[0]
    if stem.endswith(PRIVATE_SUFFIX):
        return stem[:-len(PRIVATE_SUFFIX)]
    if path.endswith('.c') and text is not None and not os.path.exists(stem + '.h'):
        base = os.path.basename(stem)
        owner = None
        for inc in INCLUDE_RE.findall(text):
            inc_stem = os.path.splitext(os.path.basename(inc))[0]
            if inc_stem.endswith(PRIVATE_SUFFIX):
                inc_stem = inc_stem[:-len(PRIVATE_SUFFIX)]
            if base.startswith(inc_stem + '-') and (owner is None or len(inc_stem) > len(owner)):
                owner = inc_stem
        if owner is not None:
            return os.path.join(os.path.dirname(stem), owner)
    return stem


def scan(root):
    files = []
    for dirpath, _dirs, names in os.walk(root):
        for name in names:
            if name.endswith(('.c', '.h')):
                files.append(os.path.join(dirpath, name))
    by_base = {}
    for path in files:
        by_base.setdefault(os.path.basename(path), []).append(path)

    texts = {}
    for path in files:
        with open(path, encoding='utf-8', errors='replace') as f:
            texts[path] = f.read()

    edges = {}
    for path in files:
        text = texts[path]
        src = node_of(path, text)
        edges.setdefault(src, set())
        for inc in INCLUDE_RE.findall(text):
            # Quoted includes resolve next to the file first, then by name
            # anywhere in the tree (meson adds every source folder to the path).
            near = os.path.normpath(os.path.join(os.path.dirname(path), inc))
            if near in files:
                target = near
            else:
                cands = by_base.get(os.path.basename(inc), [])
                if len(cands) != 1:
                    continue  # generated (config.h, resources) or ambiguous
                target = cands[0]
            dst = node_of(target, texts[target])
            if dst != src:
                edges[src].add(dst)
    return edges


def sccs(edges):
    """Tarjan's algorithm, iterative so deep trees cannot hit the recursion limit."""
    index = {}
    low = {}
    on_stack = set()
    stack = []
    result = []
    counter = [0]
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(edges.get(nxt, ())))))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    n = stack.pop()
                    on_stack.discard(n)
                    comp.append(n)
                    if n == node:
                        break
                if len(comp) > 1:
                    result.append(sorted(comp))
    return result


def shortest_loop(edges, comp):
    """A shortest cycle through the component's first node, for the report."""
    members = set(comp)
    first = comp[0]
    prev = {first: None}
    queue = deque([first])
    while queue:
        node = queue.popleft()
        for nxt in sorted(edges.get(node, ())):
            if nxt not in members:
                continue
            if nxt == first:
                path = [node]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])
                return list(reversed(path)) + [first]
            if nxt not in prev:
                prev[nxt] = node
                queue.append(nxt)
    return comp


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('root', nargs='?', default='src')
    parser.add_argument('--under', default=None)
    parser.add_argument('--count', action='store_true')
    parser.add_argument('--check', action='store_true')
    args = parser.parse_args()

    edges = scan(args.root)
    comps = sccs(edges)
    if args.under:
        under = os.path.normpath(args.under) + os.sep
        comps = [c for c in comps if all((n + os.sep).startswith(under) or
                                         n.startswith(under) for n in c)]
    comps.sort(key=lambda c: (-len(c), c))
    status = 1 if args.check and comps else 0
    if args.count:
        print(len(comps))
        return status
    for comp in comps:
        loop = shortest_loop(edges, comp)
        print(f'{len(comp)} types: ' + ' '.join(comp))
        print('  e.g. ' + ' -> '.join(os.path.basename(n) for n in loop))
    print(f'{len(comps)} cycle(s)')
    return status


if __name__ == '__main__':
    sys.exit(main())
