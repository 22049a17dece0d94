"""``self.kind == Kind.X`` (also ``is``, ``in (...)`` and ``match self.kind: case Kind.X:``) is
decided by the enum members the class's constructions pass for the parameter stored in
``self.kind``: a member, either side of a conditional expression, or the elements of a local list
a comprehension or loop iterates (``Attn(d, k) for k in kinds`` with ``kinds = [Kind.SLIDING if i
% 2 else Kind.FULL for i in range(n)]``). A branch for a member no construction passes is never
taken. Each variant is checked against dynamo (fullgraph)."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

KINDS = """
    from enum import Enum, auto


    class Kind(Enum):
        FULL = auto()
        SLIDING = auto()
        DEBUG = auto()
"""

DEBUG_STACK = """
    class DebugStack(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.a = MatchAttn(Kind.DEBUG)
            self.b = IfAttn(Kind.FULL if sys.flags.debug else Kind.DEBUG)

        def forward(self, x):
            return self.b(self.a(x))


"""

LAYERS = """
    import sys

    import torch
    from torch import nn

    from .kinds import Kind


    class MatchAttn(nn.Module):
        def __init__(self, kind: Kind) -> None:
            super().__init__()
            self.kind = kind

        def forward(self, x):
            match self.kind:
                case Kind.FULL:
                    return x + 1
                case Kind.SLIDING:
                    return x * 2
                case Kind.DEBUG:
                    sys.stderr.write("debug\\n")
                    return x
            return x


    class IfAttn(nn.Module):
        def __init__(self, kind: Kind) -> None:
            super().__init__()
            self.kind = kind

        def forward(self, x):
            if self.kind is Kind.DEBUG:
                print("debug")
            elif self.kind in (Kind.FULL, Kind.SLIDING):
                x = x + 1
            return x


    class Stack(nn.Module):
        def __init__(self, n: int = 4, debug: bool = False) -> None:
            super().__init__()
            kinds = [Kind.SLIDING if i % 2 else Kind.FULL for i in range(n)]
            self.a = nn.ModuleList(MatchAttn(k) for k in kinds)
            self.b = nn.ModuleList([IfAttn(k) for k in kinds])

        def forward(self, x):
            for layer in self.a:
                x = layer(x)
            for layer in self.b:
                x = layer(x)
            return x


    stack = torch.compile(Stack(), fullgraph=True)
"""


def test_a_member_no_construction_passes_is_never_taken(tmp_path):
    make(tmp_path, {"clenum/__init__.py": "", "clenum/kinds.py": KINDS, "clenum/layers.py": LAYERS})
    r = scan([str(tmp_path / "clenum")], no_cache=True)
    assert r.findings == [], [(f.rule, f.line, f.chain) for f in r.findings]


def test_a_member_some_construction_passes_is_reported(tmp_path):
    src = LAYERS + DEBUG_STACK + "\n    debug_stack = torch.compile(DebugStack(), fullgraph=True)\n"
    make(tmp_path, {"clenum2/__init__.py": "", "clenum2/kinds.py": KINDS, "clenum2/layers.py": src})
    r = scan([str(tmp_path / "clenum2")], no_cache=True)
    got = sorted({(f.chain[-1], f.root.rsplit(".", 2)[-2]) for f in r.findings})
    # DebugStack builds a DEBUG MatchAttn and an IfAttn that may be DEBUG: both barriers. The
    # members are known per class, not per object, so once a construction passes DEBUG the branch
    # counts under every root that reaches the class (Stack too, which dynamo compiles)
    assert ("builtins.print", "DebugStack") in got and ("sys.stderr.write", "DebugStack") in got, got


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {"clenum3/__init__.py": "", "clenum3/kinds.py": KINDS, "clenum3/layers.py": LAYERS + DEBUG_STACK})
    m = _import_from(tmp_path, "clenum3.layers")
    assert not _breaks(torch, m.Stack())
    assert _breaks(torch, m.DebugStack())
