#!/usr/bin/env python3
"""The structure rules of ARCHITECTURE.md ("Rules that must hold"), checked on the source.

- No function over 80 lines; a function that is an `html!` layout may have 150.
- No source file over 600 lines of non-test code (blank and comment lines not counted).
- No import circle between modules (a module and its own submodules aside).
- The plain-data modules of `web` import no browser binding.

Test code (files named tests.rs, `tests/` folders, `#[cfg(test)] mod … { … }` blocks) is not
held to the first two rules. Prints every breach and exits 1 if there is any.
Usage: scripts/check-architecture.py [ROOT]
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


def test_spans(code):
    """(start, end) offsets of `#[cfg(test)]` items."""
    spans = []
    for m in re.finditer(r"#\[cfg\(test\)\]\s*(pub(\([^)]*\))?\s+)?mod\s+\w+\s*([;{])", code):
        if m.group(3) == "{":
            spans.append((m.start(), block_end(code, m.end() - 1)))
    return spans


def rust_files(root):
    for crate in CRATES:
        for base, dirs, files in os.walk(os.path.join(root, crate)):
            dirs[:] = [d for d in dirs if d not in ("target", "tests", "examples", "benches")]
            for f in files:
                if f.endswith(".rs"):
                    yield os.path.join(base, f)


def is_test_file(path):
    return os.path.basename(path) == "tests.rs" or "/tests/" in path


def check_sizes(path, rel, code, breaches):
    tests = test_spans(code)
    in_tests = lambda at: any(a <= at < b for a, b in tests)
    if not is_test_file(path):
        lines = 0
        offset = 0
        for line in code.split("\n"):
            if line.strip() and not in_tests(offset):
                lines += 1
            offset += len(line) + 1
        if lines > FILE_LIMIT:
            breaches.append(f"{rel}: {lines} lines of non-test code (at most {FILE_LIMIT})")
    for m in re.finditer(r"\bfn\s+(\w+)[^;{]*\{", code):
        if is_test_file(path) or in_tests(m.start()):
            continue
        end = block_end(code, m.end() - 1)
        body = code[m.start():end]
        length = body.count("\n") + 1
        limit = LAYOUT_LIMIT if "html!" in body else FN_LIMIT
        if length > limit:
            line = code[:m.start()].count("\n") + 1
            breaches.append(f"{rel}:{line}: fn {m.group(1)} has {length} lines (at most {limit})")


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


def resolve(modules, here, path):
    """The longest known module that `path` (a list of names) names, from module `here`."""
    if not path:
        return None
    if path[0] == "crate":
        base, rest = [here[0]], path[1:]
    elif path[0] == "super":
        base, rest = list(here), path
        while rest and rest[0] == "super":
            base, rest = base[:-1], rest[1:]
    elif path[0] == "self":
        base, rest = list(here), path[1:]
    else:
        return None
    best = None
    for k in range(len(rest) + 1):
        cand = tuple(base + rest[:k])
        if cand in modules:
            best = cand
    return best


def check_circles(root, sources, breaches):
    modules = {module_of(root, p) for p in sources} - {None}
    edges = {m: set() for m in modules}
    for path, code in sources.items():
        here = module_of(root, path)
        if here is None:
            continue
        tests = test_spans(code)
        for m in re.finditer(r"\b((?:crate|super|self)(?:::\w+)+)", code):
            if any(a <= m.start() < b for a, b in tests):
                continue
            target = resolve(modules, here, m.group(1).split("::"))
            if target is None or target == here:
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

    for m in sorted(modules):
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
    for path, code in sorted(sources.items()):
        check_sizes(path, os.path.relpath(path, root), code, breaches)
    check_circles(root, sources, breaches)
    check_bindings(root, sources, breaches)
    for b in breaches:
        print(b)
    print(f"architecture: {len(sources)} files, {len(breaches)} breaches")
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main())
