"""compilelint.names: the one dotted-name, relative-import, display-path and definition helper."""
from __future__ import annotations

import ast
import os

import libcst as cst
import pytest

from compilelint import names
from compilelint.fixers._common import ImportMap
from compilelint.rules.base import dotted as rules_dotted

EXPRS = ["a", "a.b.c", "f().g", "a.b(x).c", "d[0].e", "(root / 'x').exists", "x + y", "1", "'s'.join",
         "a[b][c]", "f()()", "(a or b).c", "lambda: 0", "obj.m()[1].n"]


def test_rules_use_the_one_dotted():
    # the rules' matchers and the index name calls with the same helper, not a twin
    assert rules_dotted is names.dotted


def test_dotted_shapes():
    d = lambda s: names.dotted(ast.parse(s, mode="eval").body)  # noqa: E731
    assert d("a.b.c") == "a.b.c"
    assert d("f(x).g") == "f().g"
    assert d("d[0].e") == "d[].e"
    assert d("x + y") is None


@pytest.mark.parametrize("module, is_package, level, name, want", [
    ("pkg.mod", False, 0, "os.path", "os.path"),
    ("pkg.mod", False, 1, "helpers", "pkg.helpers"),
    ("pkg.mod", False, 1, None, "pkg"),
    ("pkg.sub", True, 1, "helpers", "pkg.sub.helpers"),  # a package's __init__: level 1 is itself
    ("pkg.sub", True, 2, "x", "pkg.x"),
    ("pkg.sub.mod", False, 2, "x", "pkg.x"),
    ("pkg.sub.mod", False, 3, None, ""),
    ("top", False, 1, "x", "x"),
])
def test_absolute_module(module, is_package, level, name, want):
    assert names.absolute_module(module, is_package, level, name) == want


def test_fixers_import_map_knows_a_package_init():
    """``from .helpers import probe`` in ``pkg/__init__.py`` is ``pkg.helpers.probe`` (it used to be
    read as if the file were the module ``pkg`` inside a package: ``helpers.probe``)."""
    tree = cst.parse_module("from .helpers import probe\nfrom . import util\n")
    init = ImportMap(tree, "pkg", is_package=True)
    assert init.names["probe"] == "pkg.helpers.probe" and init.names["util"] == "pkg.util"
    mod = ImportMap(tree, "pkg.mod")
    assert mod.names["probe"] == "pkg.helpers.probe" and mod.names["util"] == "pkg.util"


def test_display_path_follows_the_current_directory(tmp_path, monkeypatch):
    inside = tmp_path / "a" / "b.py"
    monkeypatch.chdir(tmp_path)
    assert names.display_path(str(inside)) == os.path.join("a", "b.py")
    monkeypatch.chdir(tmp_path.parent)  # no stale memo across a change of directory
    assert names.display_path(str(inside)) == os.path.join(tmp_path.name, "a", "b.py")
    assert names.display_path("/elsewhere/x.py") == "/elsewhere/x.py"


SRC = '''
import typing

def top():
    def inner():
        pass

class C:
    def m(self):
        pass
    class D:
        def n(self):
            pass

if typing.TYPE_CHECKING:
    def typed():
        pass
else:
    try:
        def guarded():
            pass
    except ImportError:
        def fallback():
            pass

def top():
    pass
'''


def test_definitions():
    tree = ast.parse(SRC)
    everything = names.definitions(tree)
    assert set(everything) == {"top", "top.inner", "C", "C.m", "C.D", "C.D.n", "typed", "guarded", "fallback"}
    assert everything["top"].lineno == 4  # the first definition wins
    reachable = names.definitions(tree, into_functions=False)
    assert set(reachable) == set(everything) - {"top.inner"}


def test_split_qualname():
    mods = {"pkg", "pkg.mod"}
    assert names.split_qualname("pkg.mod.C.m", mods) == ("pkg.mod", "C.m")
    assert names.split_qualname("pkg.f", mods) == ("pkg", "f")
    assert names.split_qualname("other.f", mods) is None
