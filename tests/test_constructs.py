"""Shapes found on the blind23 corpus (and blind22) that hid a real break from the scan, each grounded
in a measured catalogue entry or a rule example that the tests run against dynamo:

* ``with self.span:`` entering an object of a project class made outside the region fails
  ("Unsupported context manager"; the catalogue's ``construct:with-object``), while ``with
  Span():`` made in the region compiles (t034);
* ``torch.rand(..., generator=self.generator)`` / ``q.exponential_(generator=gen)``: a
  ``torch.Generator`` object handed to a torch op fails ("Failed to convert args/kwargs to
  proxy"; ``construct:generator-argument``), ``generator=None`` compiles (t004, t024, s003);
* ``dataclasses.astuple(self)`` of an output dataclass with tensor fields deep-copies them and fails;
  of plain values it compiles (the catalogue's ``tensor`` form; t021, s023);
* a project decorator that returns ``functools.wraps(fn)(torch.compiler.disable(fn))`` marks the
  function disabled (t007);
* ``processors: list[LogitsProcessor]`` stored on ``self``: the bare container annotation names no
  element class, so the list the constructions pass decides what the loop calls (t001);
* ``DUMP_DIR = os.environ.get("X"); ENABLED = DUMP_DIR is not None and ...`` at import time folds
  under the profile's environment (t030: a false report before);
* ``for i, n in enumerate(lens.tolist()): if n == 0: continue`` tests a number read from a tensor
  (t011);
* ``for st, tok in zip(states, next_tokens.tolist()): fsm.next_state(st, tok)`` where the helper
  keys a Python dict by ``(state, token)``: the lookup needs the concrete number (t002); a tensor
  indexed by it compiles."""
from __future__ import annotations

import pytest

from compilelint import catalogue
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clcons/__init__.py": "",
    "clcons/tracing.py": """
        class Span:
            def __init__(self, name):
                self.name = name
                self.depth = 0

            def __enter__(self):
                self.depth += 1
                return self

            def __exit__(self, *exc):
                self.depth -= 1
                return False
        """,
    "clcons/outputs.py": """
        import dataclasses
        from dataclasses import dataclass
        from typing import Optional

        import torch


        @dataclass
        class Output:
            def to_tuple(self):
                return tuple(v for v in dataclasses.astuple(self) if v is not None)


        @dataclass
        class TensorOutput(Output):
            hidden: Optional[torch.Tensor] = None


        @dataclass
        class Sizes:
            rows: int = 1
            cols: int = 2

            def as_tuple(self):
                return dataclasses.astuple(self)
        """,
    "clcons/compat.py": """
        import functools

        import torch


        def host_side(fn):
            wrapped = torch.compiler.disable(fn, recursive=True)
            return functools.wraps(fn)(wrapped)
        """,
    "clcons/flags.py": """
        import os

        DUMP_DIR = os.environ.get("CLCONS_DUMP_DIR")
        DUMP_ENABLED = DUMP_DIR is not None and os.path.isdir(DUMP_DIR)
        """,
    "clcons/layers.py": """
        import time

        import torch
        from torch import nn

        from . import flags
        from .compat import host_side
        from .outputs import Sizes, TensorOutput
        from .tracing import Span


        class Traced(nn.Module):
            def __init__(self):
                super().__init__()
                self.span = Span("qkv")

            def forward(self, x):
                with self.span:
                    x = x + 1
                return x


        class Inline(nn.Module):
            def forward(self, x):
                with Span("inline"):
                    x = x + 1
                return x


        class Seeded(nn.Module):
            def __init__(self):
                super().__init__()
                self.generator = torch.Generator().manual_seed(0)

            def forward(self, x):
                return x + torch.rand(x.shape, generator=self.generator)


        class Unseeded(nn.Module):
            def forward(self, x, generator=None):
                return x + torch.rand(x.shape, generator=generator)


        class Tupled(nn.Module):
            def forward(self, x):
                return TensorOutput(hidden=x * 2).to_tuple()[0]


        class Sized(nn.Module):
            def __init__(self):
                super().__init__()
                self.sizes = Sizes()

            def forward(self, x):
                return x * len(self.sizes.as_tuple())


        class Stats:
            def __init__(self):
                self.seen = 0

            @host_side
            def observe(self, x):
                self.seen += int(x.sum())


        class Observed(nn.Module):
            def __init__(self):
                super().__init__()
                self.stats = Stats()

            def forward(self, x):
                self.stats.observe(x)
                return x + 1


        class Processor:
            def __call__(self, x):
                return x


        class Timed(Processor):
            def __call__(self, x):
                time.perf_counter()
                return x


        class Chain(nn.Module):
            def __init__(self, processors: list[Processor]):
                super().__init__()
                self.processors = processors

            def forward(self, x):
                for proc in self.processors:
                    x = proc(x)
                return x


        class Dumped(nn.Module):
            def forward(self, x):
                if flags.DUMP_ENABLED:
                    print("dump", flags.DUMP_DIR)
                return x + 1


        class Lengths(nn.Module):
            def forward(self, x):
                out = x
                for i, n in enumerate((x > 0).long().sum(-1).tolist()):
                    if n == 0:
                        continue
                    out = out + i
                return out


        class FSM:
            def __init__(self):
                self.transitions = {(0, 1): 1, (1, 2): 0}
                self.weights = torch.ones(4)

            def next_state(self, state, token):
                return self.transitions.get((state, token), -1)

            def weight(self, token):
                return self.weights[token]


        class Advancer(nn.Module):
            def __init__(self):
                super().__init__()
                self.fsm = FSM()
                self.states = [0, 1]

            def forward(self, x):
                tokens = x.argmax(-1)
                for i, tok in enumerate(tokens.tolist()):
                    self.states[i] = self.fsm.next_state(self.states[i], tok)
                return x + 1


        class Weighted(nn.Module):
            def __init__(self):
                super().__init__()
                self.fsm = FSM()

            def forward(self, x):
                out = x
                for tok in x.argmax(-1).tolist():
                    out = out * self.fsm.weight(tok)
                return out


        traced = torch.compile(Traced(), fullgraph=True)
        inline = torch.compile(Inline(), fullgraph=True)
        seeded = torch.compile(Seeded(), fullgraph=True)
        unseeded = torch.compile(Unseeded(), fullgraph=True)
        tupled = torch.compile(Tupled(), fullgraph=True)
        sized = torch.compile(Sized(), fullgraph=True)
        observed = torch.compile(Observed(), fullgraph=True)
        chain = torch.compile(Chain([Processor(), Timed()]), fullgraph=True)
        dumped = torch.compile(Dumped(), fullgraph=True)
        lengths = torch.compile(Lengths(), fullgraph=True)
        advancer = torch.compile(Advancer(), fullgraph=True)
        weighted = torch.compile(Weighted(), fullgraph=True)
        """,
}

BREAKING = {"Traced": "CL112", "Seeded": "CL112", "Tupled": "CL112", "Observed": "CL103", "Chain": "CL107",
            "Lengths": "CL201", "Advancer": "CL201"}
CLEAN = ("Inline", "Unseeded", "Sized", "Dumped", "Weighted")


@pytest.fixture(scope="module")
def found(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("clcons")
    make(tmp, FILES)
    res = scan([str(tmp / "clcons")], no_cache=True, jobs=1)
    out: dict = {}
    for f in res.findings:
        if f.severity == "error":
            out.setdefault(f.root.rsplit(".", 2)[-2], set()).add(f.rule)
    return out


def test_the_constructs_are_measured_failures():
    assert catalogue.construct("with-object") == ("CL112", "Unsupported context manager")
    assert catalogue.construct("generator-argument") == ("CL112", "Failed to convert args/kwargs to proxy")
    assert catalogue.tensor_only("dataclasses.astuple") and catalogue.tensor_only("copy.deepcopy")
    assert (catalogue.entry("construct:with-object")["other_forms"] or {}).get("inline") in ("compiles", "constant")


@pytest.mark.parametrize("root", sorted(BREAKING))
def test_each_construct_is_reported(found, root):
    assert BREAKING[root] in found.get(root, set()), found


@pytest.mark.parametrize("root", CLEAN)
def test_the_safe_forms_are_not_reported(found, root):
    assert root not in found, found[root]


def test_dynamo_agrees_on_the_constructs(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clcons.layers")
    x = torch.randn(2, 4)
    for name in BREAKING:
        assert _breaks(torch, getattr(m, name.lower())._orig_mod, x), name
    for name in CLEAN:
        assert not _breaks(torch, getattr(m, name.lower())._orig_mod, x), name
