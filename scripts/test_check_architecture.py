#!/usr/bin/env python3
"""Self-tests of scripts/check-architecture.py on the small trees in check_architecture/fixtures.

Each fixture holds something an earlier check could not see. Run from the repository:
    python3 -m unittest discover -s scripts -p test_check_architecture.py
CHECK_ARCHITECTURE_SCRIPT=<path> runs the same tests against another version of the check.
"""

import importlib.util
import os
import re
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "check_architecture", "fixtures")
SCRIPT = os.environ.get("CHECK_ARCHITECTURE_SCRIPT", os.path.join(HERE, "check-architecture.py"))


def run(fixture):
    """(exit code, output lines) of the check on one fixture tree."""
    done = subprocess.run([sys.executable, SCRIPT, os.path.join(FIXTURES, fixture)],
                          capture_output=True, text=True, check=False)
    return done.returncode, done.stdout.splitlines()


def breaches(lines):
    return [line for line in lines
            if not line.startswith(("architecture:", "warning:"))]


class Functions(unittest.TestCase):
    def test_every_signature_is_measured(self):
        code, lines = run("signatures")
        self.assertEqual(code, 1)
        named = sorted(re.search(r"fn (\w+) has", line).group(1) for line in breaches(lines))
        self.assertEqual(named, ["array", "constant", "crate_only", "generic", "later"])

    def test_functions_are_counted_without_closures_or_declarations(self):
        _, lines = run("signatures")
        self.assertIn("6 functions", lines[-1])


class Imports(unittest.TestCase):
    def test_grouped_and_nested_uses_make_a_circle(self):
        code, lines = run("grouped")
        self.assertEqual(code, 1)
        self.assertEqual(breaches(lines),
                         ["import circle: solver_core::a -> solver_core::b -> solver_core::a"])

    def test_paths_through_root_reexports_are_followed_and_named(self):
        code, lines = run("reexports")
        self.assertEqual(code, 1)
        through = "goes through the crate root's re-exports: import it from"
        self.assertEqual(breaches(lines), [
            f"solver-core/src/a.rs:1: crate::B {through} crate::b",
            f"solver-core/src/b.rs:4: crate::A {through} crate::a",
            f"solver-core/src/b.rs:5: crate::A {through} crate::a",
            "import circle: solver_core::a -> solver_core::b -> solver_core::a"])

    def test_cfg_all_test_modules_are_test_code(self):
        code, lines = run("cfg_all_test")
        self.assertEqual(breaches(lines), [])
        self.assertEqual(code, 0)

    def test_a_clean_tree_passes(self):
        code, lines = run("clean")
        self.assertEqual((code, breaches(lines)), (0, []))
        self.assertIn("3 imports", lines[-1])


class UseTrees(unittest.TestCase):
    """The parser itself (only with the current check, which defines `use_tree`)."""

    @classmethod
    def setUpClass(cls):
        spec = importlib.util.spec_from_file_location("check_architecture", SCRIPT)
        cls.check = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(cls.check)
        if not hasattr(cls.check, "use_tree"):
            raise unittest.SkipTest("this version of the check does not parse use trees")

    def test_nested_groups_self_and_renames(self):
        leaves = self.check.use_tree("crate::{a::{b, self, c as d}, e::*, super::f}")
        self.assertEqual(leaves, [
            (("crate", "a", "b"), "b"),
            (("crate", "a"), "a"),
            (("crate", "a", "c"), "d"),
            (("crate", "e", "*"), "*"),
            (("crate", "super", "f"), "f"),
        ])

    def test_line_breaks_and_trailing_commas(self):
        leaves = self.check.use_tree("super::{\n    x::Y,\n    z,\n}")
        self.assertEqual(leaves, [(("super", "x", "Y"), "Y"), (("super", "z"), "z")])


if __name__ == "__main__":
    unittest.main()
