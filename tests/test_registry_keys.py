"""A registry call builds only the entries its key can hold (transformers'
``FALCON_ATTENTION_CLASSES[attn_implementation](config)``): the key is a literal, an attribute the
profile pins (``config._attn_implementation``, pinned to "one of sdpa / eager", transformers'
default), or a local whose stores fold to literals (``"flash_attention_2" if
is_flash_attention_requested(config) else config._attn_implementation``: the helper's every path
returns False under that pin). A key the registry lacks would raise KeyError, so it adds nothing.
A configuration dict's key reads as a named value (``rope_parameters["rope_type"] != "default"``,
pinned to the default RoPE). Dynamo, with those values, traces none of the other entries."""
from __future__ import annotations

import ast

import pytest

from compilelint import profile as prof
from compilelint.evaluate import UNKNOWN, Folder, OneOf
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clkeys/__init__.py": "",
    "clkeys/utils.py": """
        def is_flash_requested(config=None, requested=None, version=None):
            if config is not None and requested is not None:
                raise ValueError("ambiguous")
            if config is not None:
                checked = config._attn_implementation
            else:
                checked = requested
            if checked is None:
                return False
            if version is not None:
                return ("flash" + str(version)) in checked
            return "flash" in checked
        """,
    "clkeys/model.py": """
        import torch

        from clkeys.utils import is_flash_requested


        class Config:
            def __init__(self, attn="sdpa", rope_type="default"):
                self._attn_implementation = attn
                self.rope_parameters = {"rope_type": rope_type}


        class Eager(torch.nn.Module):
            def forward(self, x):
                return x * 2


        class Sdpa(torch.nn.Module):
            def forward(self, x):
                return x * 3


        class Flash(torch.nn.Module):
            def forward(self, x):
                print("flash kernel")
                return x * 4


        ATTN = {"eager": Eager, "sdpa": Sdpa, "flash_attention_2": Flash}
        # no "sdpa" entry: a model that supports only eager and flash attention
        NEO_ATTN = {"eager": Eager, "flash_attention_2": Flash}


        class Layer(torch.nn.Module):
            def __init__(self, config):
                super().__init__()
                impl = "flash_attention_2" if is_flash_requested(config) else config._attn_implementation
                self.attn = ATTN[impl]()
                self.direct = ATTN[config._attn_implementation]()
                self.config = config

            def forward(self, x):
                seq = x.max()
                if self.config.rope_parameters["rope_type"] != "default" and seq:
                    x = x + 1
                return self.direct(self.attn(x))


        class NeoLayer(torch.nn.Module):
            def __init__(self, config):
                super().__init__()
                impl = "flash_attention_2" if is_flash_requested(config) else config._attn_implementation
                self.attn = NEO_ATTN[impl]()

            def forward(self, x):
                return self.attn(x)


        compiled = torch.compile(Layer(Config()), fullgraph=True)
        compiled_neo = torch.compile(NeoLayer(Config(attn="eager")), fullgraph=True)
        """,
}


def _found(tmp_path, **values):
    r = scan([str(tmp_path / "clkeys")], no_cache=True, profile=prof.make(name="cpu", values=values or None))
    return sorted((f.rule, f.line) for f in r.findings)


def test_registry_keys_pick_the_entries_the_deployment_builds(tmp_path):
    make(tmp_path, FILES)
    assert _found(tmp_path) == []  # default attention (sdpa or eager), default RoPE
    flash = _found(tmp_path, _attn_implementation="'flash_attention_2'")
    assert flash == [("CL104", 25), ("CL104", 25)]  # under both roots
    unknown = _found(tmp_path, _attn_implementation="?", rope_type="?")
    assert unknown == [("CL104", 25), ("CL104", 25), ("CL201", 44)]
    # a key the registry lacks adds nothing: NEO_ATTN has no "sdpa" entry (a KeyError, not a
    # model that runs), so "one of sdpa / eager" builds its Eager only
    assert _found(tmp_path, _attn_implementation="'eager'") == []


def test_the_picked_entries_are_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clkeys.model")
    for attn in ("sdpa", "eager"):
        assert _breaks(torch, m.Layer(m.Config(attn=attn))) is False, attn
    assert _breaks(torch, m.NeoLayer(m.Config(attn="eager"))) is False
    with pytest.raises(KeyError):
        m.NeoLayer(m.Config(attn="sdpa"))
    assert _breaks(torch, m.Layer(m.Config(attn="flash_attention_2"))) is True
    assert _breaks(torch, m.NeoLayer(m.Config(attn="flash_attention_2"))) is True
    assert _breaks(torch, m.Layer(m.Config(rope_type="longrope")), torch.ones(2)) is True


HELPERS = """
def pick(config, requested=None):
    if config is not None:
        checked = config._attn_implementation
    else:
        checked = requested
    if checked is None:
        return False
    return "flash" in checked


def loops(config):
    for x in config.items:
        return True
    return False


def reads_none(config=None):
    if config is None:
        return config.missing
    return config._attn_implementation == "flash"


def disagree(flag):
    if flag:
        return "a"
    return "b"
"""


class _Prog:
    """The little of ``Program`` the folder uses, over one parsed module."""

    class _Mod:
        name = "m"

    def __init__(self, src: str, values: dict):
        self.tree = ast.parse(src)
        self.profile = prof.make(name="cpu", values=values)
        self.mod = self._Mod()
        self.defs = {n.name: n for n in self.tree.body if type(n) is ast.FunctionDef}

    def function_node(self, fq):
        return self.defs.get(fq.split(".", 1)[1])

    def function(self, fq):
        return (self.mod, {"cls": None}) if fq.split(".", 1)[1] in self.defs else None

    def resolve(self, name, mod, scope, cls=None):
        return [("func", f"m.{name}", None)] if name in self.defs else []


@pytest.mark.parametrize("values, fn, want", [
    ({"_attn_implementation": "{'sdpa', 'eager'}"}, "pick", False),  # both forks return False
    # a pinned flash attention: True where ``config`` is an object, False where it is None
    ({"_attn_implementation": "'flash_attention_2'"}, "pick", OneOf(frozenset({True, False}))),
    ({"_attn_implementation": "{'sdpa', 'flash_attention_2'}"}, "pick", UNKNOWN),  # alternatives disagree
    ({"_attn_implementation": "?"}, "pick", UNKNOWN),  # nothing pinned
    ({"_attn_implementation": "'sdpa'"}, "loops", UNKNOWN),  # loops are not modelled
    ({"_attn_implementation": "'flash'"}, "reads_none", True),  # the None path raises
    ({}, "disagree", OneOf(frozenset({"a", "b"}))),
])
def test_the_folder_decides_only_what_every_path_decides(values, fn, want):
    folder = Folder(_Prog(HELPERS, values))
    assert folder.call(f"m.{fn}", (UNKNOWN,), ()) is want if want is UNKNOWN else \
        folder.call(f"m.{fn}", (UNKNOWN,), ()) == want


ENUM_FILES = {
    "clenum/__init__.py": "",
    "clenum/attn.py": """
        import enum

        import torch


        class Kind(enum.Enum):
            MHA = 1
            MLA = 2


        class Attention(torch.nn.Module):
            def __init__(self, use_mha=True):
                super().__init__()
                self.use_mha = use_mha

            def dispatch(self, x):
                return Kind.MHA if self.use_mha else Kind.MLA

            def forward(self, x):
                method = self.dispatch(x)
                if method == Kind.MHA:
                    print("mha path")
                    return x * 2
                return x * 3


        class SparseAttention(Attention):
            def __init__(self):
                super().__init__(use_mha=False)

            def dispatch(self, x):
                method = super().dispatch(x)
                if method != Kind.MLA:
                    raise RuntimeError("sparse attention needs MLA")
                return method


        compiled_sparse = torch.compile(SparseAttention(), fullgraph=True)
        compiled_dense = torch.compile(Attention(), fullgraph=True)
        """,
}


def test_a_method_whose_every_returning_path_gives_one_member_decides_the_branch(tmp_path):
    make(tmp_path, ENUM_FILES)
    r = scan([str(tmp_path / "clenum")], no_cache=True, profile=prof.make(name="cpu"))
    got = sorted((f.root.rsplit(".", 2)[-2], f.line) for f in r.findings)
    assert got == [("Attention", 23)]  # the sparse subclass never takes the MHA branch


def test_the_folded_member_is_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, ENUM_FILES)
    m = _import_from(tmp_path, "clenum.attn")
    assert _breaks(torch, m.SparseAttention()) is False
    assert _breaks(torch, m.Attention()) is True


SPLAT_FILES = {
    "clsplat/__init__.py": "",
    "clsplat/attn.py": """
        import torch


        def attn(q, ver=3, **kwargs):
            if ver == 4:
                print("fa4 kernel")
            return q * 2


        def layer(x):
            kw = dict(scale=1.0)
            kw["window"] = 2
            return attn(x, **kw)


        def opaque(x):
            kw = dict(scale=1.0)
            kw.update(ver=4)
            return attn(x, **kw)


        def layer4(x):
            return attn(x, ver=4)


        compiled = torch.compile(layer, fullgraph=True)
        compiled_opaque = torch.compile(opaque, fullgraph=True)
        compiled4 = torch.compile(layer4, fullgraph=True)
        """,
}


def test_a_literal_keyed_dict_splat_passes_just_its_keys(tmp_path):
    make(tmp_path, SPLAT_FILES)
    r = scan([str(tmp_path / "clsplat")], no_cache=True, profile=prof.make(name="cpu"))
    # ``layer`` leaves ``ver`` at 3 (its dict has no such key); ``opaque``'s dict is changed by
    # ``update``, so its keys are unknown; ``layer4`` passes 4
    assert sorted(f.root.rsplit(".", 1)[-1] for f in r.findings) == ["layer4", "opaque"]


def test_the_splat_keys_are_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, SPLAT_FILES)
    m = _import_from(tmp_path, "clsplat.attn")
    assert _breaks(torch, m.layer) is False
    assert _breaks(torch, m.opaque) is True
    assert _breaks(torch, m.layer4) is True
