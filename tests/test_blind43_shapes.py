"""Values read the way blind43's packages write them (s503, s523, s529, s540):

* ``REGISTRY[name] = cls()`` in a registering decorator: the registry holds an instance of each
  decorated class, and a key fixed by a configuration's default picks one (where the entry is
  bound to a name, ``policy = REGISTRY[cfg.kind]``; ``REGISTRY[cfg.kind].build(x)`` in one
  expression reaches every entry);
* ``return POLICIES[name]()`` in a factory whose callers fix ``name`` (``cfg.offload`` of a
  configuration built with its defaults): the one class under that key is built;
* ``if overflow:`` on a plain parameter where the caller hands it a tensor (the result of a helper
  returning one): a branch on a tensor's value in the callee; handed a flag, nothing;
* ``if self.load_config.verify:`` on a configuration dataclass built only as a parameter's
  default (``load_config: LoadConfig = LoadConfig()``): its literal default decides;
* ``torch.compile(CORE.probs, ...)`` with ``CORE = Core().train()``: nn.Module's ``train()`` (like
  ``eval()``, ``to()``) returns the module, so the compiled bound method is a root (s525).

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb43/__init__.py": "",
    "clb43/policies.py": """
        import threading
        from dataclasses import dataclass

        import torch

        POLICIES = {}


        def register(name):
            def wrap(cls):
                POLICIES[name] = cls()
                return cls
            return wrap


        @dataclass(frozen=True)
        class StartConfig:
            kind: str = "plain"


        @dataclass(frozen=True)
        class CheckedStartConfig:
            kind: str = "checked"


        @register("plain")
        class Plain:
            def build(self, x):
                return x + 1


        @register("checked")
        class Checked:
            def build(self, x):
                if (x > 100).any():
                    raise ValueError("out of range")
                return x + 1


        FACTORIES = {}


        def register_factory(name):
            def wrap(cls):
                FACTORIES[name] = cls
                return cls
            return wrap


        @register_factory("none")
        class NoOffload:
            def pack(self, x):
                return x


        @register_factory("locked")
        class LockedOffload:
            def __init__(self):
                self.lock = threading.Lock()

            def pack(self, x):
                with self.lock:
                    return x


        def build_factory(name):
            return FACTORIES[name]()


        @dataclass(frozen=True)
        class OffloadConfig:
            policy: str = "none"


        @dataclass(frozen=True)
        class LockedOffloadConfig:
            policy: str = "locked"


        class Runner:
            def __init__(self, cfg: OffloadConfig = OffloadConfig()):
                self.offload = build_factory(cfg.policy)


        class LockedRunner:
            def __init__(self, cfg: LockedOffloadConfig = LockedOffloadConfig()):
                self.offload = build_factory(cfg.policy)
        """,
    "clb43/scaler.py": """
        import torch


        class Scaler:
            def __init__(self):
                self.steps = 0

            def found_inf(self, g) -> torch.Tensor:
                return ~torch.isfinite(g).all()

            def update(self, overflow):
                if overflow:
                    self.steps = 0
                else:
                    self.steps += 1
        """,
    "clb43/views.py": """
        from dataclasses import dataclass

        import torch


        @dataclass(frozen=True)
        class LoadConfig:
            verify: bool = False


        @dataclass(frozen=True)
        class StrictLoadConfig:
            verify: bool = True


        class View:
            def __init__(self, load_config: LoadConfig):
                self.load_config = load_config

            def full(self, x):
                if self.load_config.verify:
                    print("verifying", x.shape)
                return x * 2


        class StrictView:
            def __init__(self, load_config: StrictLoadConfig):
                self.load_config = load_config

            def full(self, x):
                if self.load_config.verify:
                    print("verifying", x.shape)
                return x * 2


        class Block:
            def __init__(self, load_config: LoadConfig = LoadConfig()):
                self.view = View(load_config)


        class StrictBlock:
            def __init__(self, load_config: StrictLoadConfig = StrictLoadConfig()):
                self.view = StrictView(load_config)
        """,
    "clb43/core.py": """
        import threading

        import torch
        from torch import nn

        _LOCK = threading.Lock()


        class LockedCore(nn.Module):
            def probs_locked(self, x):
                with _LOCK:
                    return torch.softmax(x, dim=-1)


        class PlainCore(nn.Module):
            def probs_plain(self, x):
                return torch.softmax(x, dim=-1)


        LOCKED_CORE = LockedCore().train()
        PLAIN_CORE = PlainCore().train()
        probs_locked_c = torch.compile(LOCKED_CORE.probs_locked, fullgraph=True)
        probs_plain_c = torch.compile(PLAIN_CORE.probs_plain, fullgraph=True)
        """,
    "clb43/m.py": """
        import torch

        from .policies import POLICIES, CheckedStartConfig, LockedRunner, Runner, StartConfig
        from .scaler import Scaler
        from .views import Block, StrictBlock

        START = StartConfig()
        CHECKED = CheckedStartConfig()
        RUNNER = Runner()
        LOCKED = LockedRunner()
        SCALER = Scaler()
        BLOCK = Block()
        STRICT = StrictBlock()


        def start_plain(x):
            policy = POLICIES[START.kind]
            return policy.build(x)


        def start_checked(x):
            policy = POLICIES[CHECKED.kind]
            return policy.build(x)


        def offload_none(x):
            return RUNNER.offload.pack(x)


        def offload_locked(x):
            return LOCKED.offload.pack(x)


        def scale_flag(x):
            SCALER.update(False)
            return x + 1


        def scale_tensor(x):
            overflow = SCALER.found_inf(x)
            SCALER.update(overflow)
            return x + 1


        def view_plain(x):
            return BLOCK.view.full(x)


        def view_strict(x):
            return STRICT.view.full(x)


        start_plain_c = torch.compile(start_plain, fullgraph=True)
        start_checked_c = torch.compile(start_checked, fullgraph=True)
        offload_none_c = torch.compile(offload_none, fullgraph=True)
        offload_locked_c = torch.compile(offload_locked, fullgraph=True)
        scale_flag_c = torch.compile(scale_flag, fullgraph=True)
        scale_tensor_c = torch.compile(scale_tensor, fullgraph=True)
        view_plain_c = torch.compile(view_plain, fullgraph=True)
        view_strict_c = torch.compile(view_strict, fullgraph=True)
        """,
}
NAMES = ("start_plain", "start_checked", "offload_none", "offload_locked", "scale_flag", "scale_tensor",
         "view_plain", "view_strict")
BREAKING = {"start_checked", "offload_locked", "scale_tensor", "view_strict"}
CORE = {"probs_locked": True, "probs_plain": False}


def _roots(res) -> set:
    return {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}


def test_values_read_where_they_are_written(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb43")], no_cache=True, jobs=1)
    want = BREAKING | {n for n, b in CORE.items() if b}
    assert _roots(res) == want, sorted((f.root, f.rule, f.line) for f in res.findings)
    assert {r.fq.rsplit(".", 1)[-1] for r in res.roots} >= set(CORE)  # both bound methods are roots


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb43.m")
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
    core = _import_from(tmp_path, "clb43.core")
    got = {n: _breaks(torch, getattr(core, n + "_c")._torchdynamo_orig_callable, x) for n in CORE}
    assert got == CORE, got
