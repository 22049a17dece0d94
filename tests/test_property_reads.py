"""A property read on an object other than ``self`` runs its getter inside the trace (blind22 s013:
``key = spec.uri`` where ``spec: JitSpec`` and ``uri`` hashes its flags with ``hashlib``). The scan
records attribute reads on parameters, locals and ``self.x`` (``pattrs``) and follows those whose
name is a property of the class the receiver can be; a read of a plain field, or of a property of
an unrelated class, is no edge. Dynamo's verdict on the same package is measured where torch is
installed."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clprops/__init__.py": "",
    "clprops/spec.py": """
        import hashlib
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class Spec:
            name: str
            flags: tuple = ()

            @property
            def uri(self) -> str:
                return self.name + hashlib.sha256(" ".join(self.flags).encode()).hexdigest()[:8]

            @property
            def short(self) -> str:
                return self.name[:4]


        class Other:
            @property
            def label(self) -> str:
                return hashlib.md5(b"x").hexdigest()
        """,
    "clprops/layers.py": """
        import torch
        from torch import nn

        from .spec import Spec

        _CACHE = {}


        def lookup(spec: Spec):
            key = spec.uri
            return _CACHE.get(key, 2.0)


        def lookup_short(spec: Spec):
            return _CACHE.get(spec.short, 2.0) + len(spec.name)


        class Holder:
            def __init__(self):
                self.spec = Spec("norm", ("-O3",))


        class Hashed(nn.Module):
            def __init__(self):
                super().__init__()
                self.spec = Spec("norm", ("-O3",))

            def forward(self, x):
                return x * lookup(self.spec)


        class Nested(nn.Module):
            def __init__(self):
                super().__init__()
                self.holder = Holder()

            def forward(self, x):
                spec = self.holder.spec
                return x * len(spec.uri)


        class Plain(nn.Module):
            def __init__(self):
                super().__init__()
                self.spec = Spec("norm")

            def forward(self, x):
                label = x.shape  # ``label`` is no property here: ``Other.label`` is another class's
                return x * lookup_short(self.spec) + len(label)


        hashed = torch.compile(Hashed(), fullgraph=True)
        nested = torch.compile(Nested(), fullgraph=True)
        plain = torch.compile(Plain(), fullgraph=True)
        """,
}


def _errors(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clprops")], no_cache=True, jobs=1)
    return sorted({(f.root.rsplit(".", 2)[-2], f.rule, f.path.rsplit("/", 1)[-1], f.line)
                   for f in res.findings if f.severity == "error"})


def test_a_property_read_on_a_parameter_runs_its_getter(tmp_path):
    got = _errors(tmp_path)
    assert [e for e in got if e[0] == "Hashed"] == [("Hashed", "CL110", "spec.py", 13)], got


def test_a_property_read_on_a_local_from_a_self_attribute_runs_its_getter(tmp_path):
    got = _errors(tmp_path)
    assert [e for e in got if e[0] == "Nested"] == [("Nested", "CL110", "spec.py", 13)], got


def test_a_plain_field_or_a_safe_property_is_no_break(tmp_path):
    assert [e for e in _errors(tmp_path) if e[0] == "Plain"] == []


def test_dynamo_agrees_on_property_reads(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clprops.layers")
    x = torch.randn(2, 4)
    assert _breaks(torch, m.hashed._orig_mod, x)
    assert _breaks(torch, m.nested._orig_mod, x)
    assert not _breaks(torch, m.plain._orig_mod, x)
