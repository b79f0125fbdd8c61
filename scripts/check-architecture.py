#!/usr/bin/env python3
"""The structure rules of ARCHITECTURE.md ("Rules that must hold"), checked on the source.

- No function over 80 lines; a function that is an `html!` layout may have 150.
- No source file over 600 lines of non-test code (blank and comment lines not counted).
- No import circle between modules (a module and its own submodules aside).
- The plain-data modules of `web` import no browser binding.

A function is every `fn NAME` with a body, whatever its signature holds (arrays `[T; N]`,
generics, where clauses, several lines). Imports are read from `use` trees (grouped and nested
`{...}` expanded, `self` and `as` understood) and from paths written in code; a path that goes
through a `pub use` re-export is followed to the module that defines the item. An import inside a
crate that goes through the crate root's re-exports is a breach: it names the module to import from.

Test code (files named tests.rs, `tests/` folders, modules under `#[cfg(test)]` or
`#[cfg(all(test, ...))]`) is not held to the first two rules nor read for imports.
Prints every breach and exits 1 if there is any.
Usage: scripts/check-architecture.py [ROOT]
Self-tests: python3 -m unittest discover -s scripts -p test_check_architecture.py
"""

import os
import re
import sys

FN_LIMIT = 80
LAYOUT_LIMIT = 150
FILE_LIMIT = 600
CRATES = {"solver-core": "solver_core", "web": "web"}
PLAIN = ["web/src/game", "web/src/wire", "web/src/worker", "web/src/persist",
         "web/src/share", "web/src/lab", "web/src/nav"]
BROWSER = re.compile(r"\b(web_sys|js_sys|gloo\w*|wasm_bindgen\w*)::")


def strip(text):
    """The text with comments, strings and chars blanked (line breaks kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "r" and re.match(r'r#*"', text[i:i + 40]) and not text[i - 1:i].isalnum():
            hashes = re.match(r'r(#*)"', text[i:]).group(1)
            end = '"' + hashes
            j = text.find(end, i + 2 + len(hashes))
            j = n if j < 0 else j + len(end)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(re.sub(r"[^\n]", " ", text[i:j + 1]))
            i = j + 1
        elif c == "'" and re.match(r"'(\\.|[^\\'])'|'\\u\{[0-9a-fA-F]+\}'", text[i:i + 12]):
            m = re.match(r"'(\\.|[^\\'])'|'\\u\{[0-9a-fA-F]+\}'", text[i:i + 12])
            out.append(" " * len(m.group(0)))
            i += len(m.group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def block_end(code, open_at):
    """The index just past the brace that closes the one at `open_at`."""
    depth = 0
    for i in range(open_at, len(code)):
        if code[i] == "{":
            depth += 1
        elif code[i] == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(code)


# `#[cfg(test)]` or `#[cfg(all(test, ...))]`, other attributes, then `mod name {` or `mod name;`.
TEST_MOD = re.compile(
    r"#\[cfg\((?:test|all\((?:[^()]|\([^()]*\))*\btest\b(?:[^()]|\([^()]*\))*\))\)\]"
    r"\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+\s*([;{])")


def test_spans(code):
    """(start, end) offsets of test modules written inline."""
    spans = []
    for m in TEST_MOD.finditer(code):
        if m.group(1) == "{":
            spans.append((m.start(), block_end(code, m.end() - 1)))
    return spans


def inside(spans, at):
    return any(a <= at < b for a, b in spans)


def rust_files(root):
    for crate in CRATES:
        for base, dirs, files in os.walk(os.path.join(root, crate)):
            dirs[:] = [d for d in dirs if d not in ("target", "tests", "examples", "benches")]
            for f in files:
                if f.endswith(".rs"):
                    yield os.path.join(base, f)


def is_test_file(path):
    return os.path.basename(path) == "tests.rs" or "/tests/" in path


def functions(code):
    """(name, start, end) of every `fn` with a body: `start` at `fn`, `end` past its `}`.

    The signature is read to the first `{` or `;` outside brackets and parentheses, so array
    types (`[u8; 81]`), generics, where clauses and line breaks do not hide a function.
    """
    found = []
    for m in re.finditer(r"\bfn\s+(\w+)", code):
        depth, i, n = 0, m.end(), len(code)
        while i < n:
            c = code[i]
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif depth == 0 and c in "{;":
                break
            i += 1
        if i < n and code[i] == "{":
            found.append((m.group(1), m.start(), block_end(code, i)))
    return found


def check_sizes(path, rel, code, breaches, counts):
    tests = [] if is_test_file(path) else test_spans(code)
    if not is_test_file(path):
        lines = 0
        offset = 0
        for line in code.split("\n"):
            if line.strip() and not inside(tests, offset):
                lines += 1
            offset += len(line) + 1
        if lines > FILE_LIMIT:
            breaches.append(f"{rel}: {lines} lines of non-test code (at most {FILE_LIMIT})")
    for name, start, end in functions(code):
        if is_test_file(path) or inside(tests, start):
            continue
        counts["functions"] += 1
        body = code[start:end]
        length = body.count("\n") + 1
        limit = LAYOUT_LIMIT if "html!" in body else FN_LIMIT
        if length > limit:
            line = code[:start].count("\n") + 1
            breaches.append(f"{rel}:{line}: fn {name} has {length} lines (at most {limit})")


def module_of(root, path):
    """The module path of a source file: ('web', 'game', 'coach')."""
    rel = os.path.relpath(path, root).split(os.sep)
    crate = CRATES.get(rel[0])
    if crate is None or len(rel) < 3 or rel[1] != "src":
        return None
    parts = rel[2:]
    if parts[0] == "bin":
        return None
    parts[-1] = parts[-1][:-3]
    if parts[-1] in ("mod", "lib", "main"):
        parts = parts[:-1]
    return tuple([crate] + parts)


def split_top(text):
    """`text` split at the commas outside braces."""
    parts, depth, cur = [], 0, []
    for c in text:
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        if c == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def use_tree(tree, prefix=()):
    """The leaves of a `use` tree as (path, visible name), `as` and `self` understood, a glob
    giving the name `*`: `crate::{a::{b, self}, c as d}` gives crate::a::b, crate::a, crate::c."""
    tree = re.sub(r"\s*(::|[{},])\s*", r"\1", " ".join(tree.split())).strip()
    brace = tree.find("{")
    if brace >= 0 and tree.endswith("}"):
        head = tuple(p for p in tree[:brace].split("::") if p)
        leaves = []
        for part in split_top(tree[brace + 1:-1]):
            leaves += use_tree(part, prefix + head)
        return leaves
    alias = None
    if " as " in tree:
        tree, alias = tree.split(" as ", 1)
    segs = tuple(s for s in tree.split("::") if s)
    path = prefix if segs == ("self",) else prefix + segs
    if not path:
        return []
    return [(path, alias or path[-1])]


USE = re.compile(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]*);")


def uses(code, spans):
    """(start, end, is_pub, leaves) of every `use` item outside `spans`."""
    found = []
    for m in USE.finditer(code):
        if not inside(spans, m.start()):
            found.append((m.start(), m.end(), m.group(1) is not None, use_tree(m.group(2))))
    return found


class Crates:
    """The modules of the crates, their `pub use` re-exports, and path resolution."""

    def __init__(self, root, sources):
        self.files = {}
        for path, code in sources.items():
            here = module_of(root, path)
            if here is not None:
                self.files[here] = code
        self.modules = set(self.files)
        self.reexports = {}  # (module, visible name) -> absolute path
        for here, code in self.files.items():
            spans = test_spans(code)
            for _, _, public, leaves in uses(code, spans):
                if not public:
                    continue
                for path, name in leaves:
                    absolute = self.absolute(here, list(path))
                    if absolute is not None and name != "*":
                        self.reexports[(here, name)] = absolute

    def absolute(self, here, path):
        """`path` as written in module `here`, from its crate root; None if outside the crate."""
        if not path:
            return None
        if path[0] == "crate":
            return [here[0]] + path[1:]
        if path[0] in ("super", "self"):
            base = list(here)
            while path and path[0] == "super":
                base, path = base[:-1], path[1:]
            if path and path[0] == "self":
                path = path[1:]
            return base + path
        if tuple(here) + (path[0],) in self.modules:
            return list(here) + path  # a child module named without `self::`
        return None

    def resolve(self, here, path, depth=0):
        """(the module that defines what `path` names, the modules whose re-exports it went
        through); None if the path leaves the crate."""
        absolute = self.absolute(here, list(path))
        if absolute is None:
            return None
        cur, rest = (absolute[0],), absolute[1:]
        while rest:
            step = cur + (rest[0],)
            if step in self.modules:
                cur, rest = step, rest[1:]
            elif (cur, rest[0]) in self.reexports and depth < 8:
                target = self.reexports[(cur, rest[0])] + rest[1:]
                found = self.resolve(cur, ["crate"] + target[1:], depth + 1)
                if found is None:
                    break
                return found[0], [cur] + found[1]
            else:
                break
        return cur, []


INLINE_PATH = re.compile(r"(?<![\w:])((?:crate|super|self)(?:::\w+)+)")


def check_circles(root, sources, breaches, counts):
    crates = Crates(root, sources)
    edges = {m: set() for m in crates.modules}
    roots = {(c,) for c in CRATES.values()}
    file_of = {module_of(root, p): os.path.relpath(p, root) for p in sources}
    for here, code in sorted(crates.files.items()):
        spans = test_spans(code)
        paths = []
        items = uses(code, spans)
        blanked = list(code)
        for start, end, _, leaves in items:
            blanked[start:end] = [" "] * (end - start)
            if any(len(path) > 1 and path[0] in ("crate", "super", "self") for path, _ in leaves):
                if "{" in code[start:end]:
                    counts["grouped uses"] += 1
            paths += [(path, start) for path, name in leaves]
        blanked = "".join(blanked)
        for m in INLINE_PATH.finditer(blanked):
            if not inside(spans, m.start()):
                paths.append((tuple(m.group(1).split("::")), m.start()))
        for path, offset in paths:
            if path[-1] == "*":
                path = path[:-1]
            found = crates.resolve(here, list(path))
            if found is None:
                continue
            target, through = found
            counts["imports"] += 1
            if any(t in roots for t in through) and here not in roots:
                counts["through the crate root"] += 1
                line = code[:offset].count("\n") + 1
                breaches.append(f"{file_of[here]}:{line}: {'::'.join(path)} goes through the crate"
                                f" root's re-exports: import it from {'::'.join(('crate',) + target[1:])}")
            if target == here:
                continue
            # A module and its own submodules may use each other.
            if target[:len(here)] == here or here[:len(target)] == target:
                continue
            edges[here].add(target)
    state, stack = {}, []

    def visit(m):
        state[m] = 1
        stack.append(m)
        for t in sorted(edges[m]):
            if state.get(t) == 1:
                cycle = stack[stack.index(t):] + [t]
                breaches.append("import circle: " + " -> ".join("::".join(c) for c in cycle))
            elif t not in state:
                visit(t)
        stack.pop()
        state[m] = 2

    for m in sorted(crates.modules):
        if m not in state:
            visit(m)


def check_bindings(root, sources, breaches):
    for path, code in sources.items():
        rel = os.path.relpath(path, root)
        if not any(rel == p + ".rs" or rel.startswith(p + os.sep) for p in PLAIN):
            continue
        for m in BROWSER.finditer(code):
            line = code[:m.start()].count("\n") + 1
            breaches.append(f"{rel}:{line}: a browser binding ({m.group(1)}) in a plain-data module")


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    root = os.path.abspath(root)
    sources = {}
    for path in rust_files(root):
        with open(path, encoding="utf-8") as f:
            sources[path] = strip(f.read())
    breaches = []
    counts = {"functions": 0, "imports": 0, "grouped uses": 0, "through the crate root": 0}
    for path, code in sorted(sources.items()):
        check_sizes(path, os.path.relpath(path, root), code, breaches, counts)
    check_circles(root, sources, breaches, counts)
    check_bindings(root, sources, breaches)
    for b in breaches:
        print(b)
    print(f"architecture: {len(sources)} files, {counts['functions']} functions,"
          f" {counts['imports']} imports ({counts['grouped uses']} grouped uses),"
          f" {len(breaches)} breaches")
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main())
