"""Decorator wrappers around a module's ``forward`` (a dynamic-RoPE update, a keyword renamer, an
output-capturing hook installer) run where the module is called, and the profile's default pins
(``rope_type='default'``) yield to what a module that compiles at import time writes itself
(``Config(rope_scaling={"rope_type": "dynamic"})``). Found on the blind corpora (blind16 g023,
blind17 k022, blind18 m023); each test fails without its mechanism, and dynamo's verdict on the same
package is measured where torch is installed."""
from __future__ import annotations

import sys

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

ROPE = {
    "clwrap_rope/__init__.py": "",
    "clwrap_rope/rope.py": """
        from functools import wraps

        import torch
        from torch import nn


        def dynamic_update(fwd):
            def grow(self, position_ids):
                seq_len = torch.max(position_ids) + 1
                if seq_len > self.max_seq_len_cached:
                    self.max_seq_len_cached = seq_len

            @wraps(fwd)
            def wrapper(self, x, position_ids):
                if "dynamic" in self.rope_type:
                    grow(self, position_ids)
                return fwd(self, x, position_ids)

            return wrapper


        class Config:
            def __init__(self, rope_scaling=None):
                self.rope_scaling = rope_scaling


        class Rotary(nn.Module):
            def __init__(self, config):
                super().__init__()
                if config.rope_scaling is not None:
                    self.rope_type = config.rope_scaling.get("rope_type", "default")
                else:
                    self.rope_type = "default"
                self.max_seq_len_cached = 4

            @dynamic_update
            def forward(self, x, position_ids):
                return x * position_ids.float().mean()


        class Model(nn.Module):
            def __init__(self, config):
                super().__init__()
                self.rotary = Rotary(config)

            def forward(self, x):
                pos = torch.arange(x.shape[-1]).unsqueeze(0)
                return self.rotary(x, pos)
        """,
}


def _rope(tmp_path, rope_type: str):
    files = dict(ROPE)
    files["clwrap_rope/app.py"] = f"""
        import torch

        from .rope import Config, Model

        model = Model(Config(rope_scaling={{"rope_type": "{rope_type}"}})).eval()
        compiled = torch.compile(model, fullgraph=True)
        """
    return make(tmp_path, files)


def test_a_forward_wrapper_runs_where_the_module_is_called_and_the_program_sets_the_rope_type(tmp_path):
    root = _rope(tmp_path, "dynamic")
    res = scan([str(root / "clwrap_rope")], no_cache=True, jobs=1)
    assert res.profile.unpinned == ("rope_type",)
    assert "set by the program: rope_type" in res.profile.describe()
    got = [(f.rule, f.line, f.chain[-2].rsplit(".", 1)[-1]) for f in res.findings if f.severity == "error"]
    assert got == [("CL201", 11, "grow")], got


def test_the_default_pin_stays_where_the_program_writes_the_default_or_nothing(tmp_path):
    root = _rope(tmp_path, "default")
    res = scan([str(root / "clwrap_rope")], no_cache=True, jobs=1)
    assert res.profile.unpinned == ()
    assert res.findings == []
    # a user's pin is the user's: it does not yield
    root2 = _rope(tmp_path / "b", "dynamic")
    res = scan([str(root2 / "clwrap_rope")], no_cache=True, jobs=1,
               profile=prof.make(values={"rope_type": "'default'"}))
    assert res.profile.unpinned == () and res.findings == []


def test_writes_of_modules_that_do_not_compile_at_import_time_do_not_unpin(tmp_path):
    files = dict(ROPE)
    files["clwrap_rope/tests_config.py"] = """
        from .rope import Config

        CASES = [Config(rope_scaling={"rope_type": "dynamic"})]
        """
    files["clwrap_rope/app.py"] = """
        import torch

        from .rope import Config, Model


        def build(config):
            return torch.compile(Model(config).eval(), fullgraph=True)
        """
    root = make(tmp_path, files)
    res = scan([str(root / "clwrap_rope")], no_cache=True, jobs=1)
    assert res.profile.unpinned == ()


def _ctor_default(tmp_path, rope_type: str, at_import: bool = True):
    """A configuration class whose constructor defaults the RoPE (HF's ``rope_scaling=None`` ->
    ``{"rope_type": ...}``), built at import time or in a function."""
    files = dict(ROPE)
    files["clwrap_rope/config.py"] = f"""
        class ServingConfig:
            def __init__(self, rope_scaling=None, max_len=4):
                self.rope_scaling = rope_scaling if rope_scaling is not None else {{"rope_type": "{rope_type}"}}
                self.max_len = max_len
        """
    build = "Model(ServingConfig())"
    files["clwrap_rope/app.py"] = f"""
        import torch

        from .config import ServingConfig
        from .rope import Model

        {"compiled = torch.compile(" + build + ".eval(), fullgraph=True)" if at_import else
         "def build():" + chr(10) + "            return torch.compile(" + build + ".eval(), fullgraph=True)"}
        """
    return make(tmp_path, files)


def test_what_the_constructors_run_at_import_time_write_sets_the_rope_type(tmp_path, monkeypatch):
    # the constructor of the configuration the module builds at import time defaults to a dynamic
    # RoPE (blind20 q021): the pin widens to that literal, and the update's branch is reported
    root = _ctor_default(tmp_path, "dynamic")
    res = scan([str(root / "clwrap_rope")], no_cache=True, jobs=1)
    assert res.profile.unpinned == ("rope_type",)
    assert res.profile.choices_of("rope_type") == {"default", "dynamic"}
    got = [(f.rule, f.line, f.chain[-2].rsplit(".", 1)[-1]) for f in res.findings if f.severity == "error"]
    assert got == [("CL201", 11, "grow")], got
    # a cached result replays the widened profile
    for _ in range(2):
        monkeypatch.setenv("COMPILELINT_CACHE_DIR", str(tmp_path / "cache"))
        again = scan([str(root / "clwrap_rope")], jobs=1)
        assert again.profile.choices_of("rope_type") == {"default", "dynamic"}
        assert len(again.findings) == len(res.findings)
    assert again.cache_hits
    # a constructor only a function runs (no import-time build) writes nothing the pin yields to
    root = _ctor_default(tmp_path / "f", "dynamic", at_import=False)
    res = scan([str(root / "clwrap_rope")], no_cache=True, jobs=1)
    assert res.profile.unpinned == () and res.findings == []


def test_a_constructor_default_other_than_the_pin_widens_it_without_opening_other_paths(tmp_path):
    # ``{"rope_type": "llama3"}``: the name holds "default" or "llama3", neither of which contains
    # "dynamic" - the update stays dead (blind19 p027, dropping the pin made it a false positive)
    root = _ctor_default(tmp_path, "llama3")
    res = scan([str(root / "clwrap_rope")], no_cache=True, jobs=1)
    assert res.profile.choices_of("rope_type") == {"default", "llama3"}
    assert res.findings == []


def test_dynamo_agrees_on_the_constructor_defaults(tmp_path):
    torch = pytest.importorskip("torch")
    x = torch.randn(1, 8)
    for rope_type, breaks in (("dynamic", True), ("llama3", False)):
        root = _ctor_default(tmp_path / rope_type, rope_type)
        for m in [m for m in sys.modules if m.startswith("clwrap_rope")]:
            del sys.modules[m]  # the same package name, built again
        app = _import_from(root, "clwrap_rope.app")
        assert _breaks(torch, app.compiled._orig_mod, x) is breaks, rope_type
    for m in [m for m in sys.modules if m.startswith("clwrap_rope")]:
        del sys.modules[m]


CAPTURE = {
    "clwrap_cap/__init__.py": "",
    "clwrap_cap/capture.py": """
        import threading
        from functools import wraps

        import torch
        from torch import nn

        _lock = threading.Lock()


        def install_hooks(model):
            with _lock:
                model._hooked = True


        def capture_outputs(fwd):
            @wraps(fwd)
            def wrapper(self, *args, **kwargs):
                requested = {k: kwargs.get("output_" + k, False) for k in ("hidden_states", "attentions")}
                collected = {k: [] for k, v in requested.items() if v}
                if len(collected) > 0:
                    install_hooks(self)
                return fwd(self, *args, **kwargs)

            return wrapper


        def count_calls(fwd):
            @wraps(fwd)
            def wrapper(self, *args, **kwargs):
                with _lock:
                    self.calls = getattr(self, "calls", 0) + 1
                return fwd(self, *args, **kwargs)

            return wrapper


        class Inner(nn.Module):
            @capture_outputs
            def forward(self, x):
                return x + 1


        class Counted(nn.Module):
            @count_calls
            def forward(self, x):
                return x * 2


        class Outer(nn.Module):
            def __init__(self):
                super().__init__()
                self.inner = Inner()

            def forward(self, x):
                return self.inner(x)


        class OuterCounted(nn.Module):
            def __init__(self):
                super().__init__()
                self.inner = Counted()

            def forward(self, x):
                return self.inner(x)


        outer = torch.compile(Outer().eval(), fullgraph=True)
        counted = torch.compile(OuterCounted().eval(), fullgraph=True)
        """,
}


def test_a_wrapper_switch_it_computes_itself_is_off_but_its_plain_work_runs(tmp_path):
    root = make(tmp_path, CAPTURE)
    res = scan([str(root / "clwrap_cap")], no_cache=True, jobs=1)
    got = sorted((f.root.rsplit(".", 2)[-2], f.rule, f.line) for f in res.findings)
    # the lock in count_calls' wrapper is found through ``self.inner(x)``; the hook installer behind
    # ``len(collected) > 0`` (no output requested) is not
    assert got == [("OuterCounted", "CL108", 31)], got


def test_dynamo_agrees_on_the_wrapped_forwards(tmp_path):
    torch = pytest.importorskip("torch")
    root = make(tmp_path, CAPTURE)
    cap = _import_from(root, "clwrap_cap.capture")
    assert not _breaks(torch, cap.Outer().eval())
    assert _breaks(torch, cap.OuterCounted().eval())
    r1 = _rope(tmp_path / "r1", "dynamic")
    rope = _import_from(r1, "clwrap_rope.rope")
    x = torch.randn(1, 8)
    assert _breaks(torch, rope.Model(rope.Config({"rope_type": "dynamic"})).eval(), x)
    assert not _breaks(torch, rope.Model(rope.Config({"rope_type": "default"})).eval(), x)
