"""Barriers the way blind44/blind45's packages reach them (s545, s553, s564, s593, s594, s598,
s612, s532 of blind43):

* ``LOG.note_once(...)`` on an object of a ``logging.Logger`` subclass: dynamo refuses every method
  of a Logger at the call, the subclass's own methods too;
* a forward hook registered on a runner's model by a helper it is handed (``install(self.model)``
  with ``functools.partial(_hook, name)`` over ``model.named_modules()``), and a forward replaced on
  the model's modules (``m.forward = types.MethodType(_patched, m)``): they run inside its call
  (the hook index is per class: the twin is a class nothing hooks);
* ``if window > 0:`` with ``window = self.windows[i]`` of a registered buffer: a branch on a tensor;
* ``if not math.isfinite(amax):`` with ``amax`` read by ``.item()``: Python needs the number;
* ``x.is_pinned()`` / ``x.storage_offset()``: tensor queries the catalogue measured failing
  (``x.is_contiguous()`` compiles); ``storage.nbytes()`` of ``storage = x.untyped_storage()``
  (``storage.size()`` compiles);
* ``class Heuristics(LockedCache[int])``: a parametrized generic base is the class it names, so the
  inherited ``get_or_compute`` and its lock are reached (blind46 s656);
* ``@timed`` returning ``Timed(fn)``: calling the decorated name runs the object's ``__call__``
  (blind46 s652's ``@autotune``).

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb44/__init__.py": "",
    "clb44/m.py": """
        import functools
        import logging
        import math
        import threading
        import time
        import types
        import typing
        import warnings

        import torch
        from torch import nn


        class ModelLogger(logging.Logger):
            def note_once(self, msg):
                self.warning(msg)


        class Notes:
            def note_once(self, msg):
                return msg


        LOG = ModelLogger("clb44")
        NOTES = Notes()


        def _stats_hook(name, module, args, output):
            warnings.warn(name)
            return output


        def _patched_forward(self, x):
            warnings.warn("patched")
            return x + 1


        class HookedNet(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = nn.Linear(4, 4)

            def forward(self, x):
                return self.proj(x)


        class PatchedNet(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = nn.Linear(4, 4)

            def forward(self, x):
                return self.proj(x)


        class PlainNet(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = nn.Linear(4, 4)

            def forward(self, x):
                return self.proj(x)


        def attach_stats(model):
            for name, module in model.named_modules():
                if isinstance(module, nn.Linear):
                    module.register_forward_hook(functools.partial(_stats_hook, name))


        def patch_linears(model):
            for name, module in model.named_modules():
                if isinstance(module, nn.Linear):
                    module.forward = types.MethodType(_patched_forward, module)


        class HookedRunner:
            def __init__(self):
                self.model = HookedNet()
                attach_stats(self.model)

            def run(self, x):
                return self.model(x.reshape(1, 4))


        class PatchedRunner:
            def __init__(self):
                self.model = PatchedNet()
                patch_linears(self.model)

            def run(self, x):
                return self.model(x.reshape(1, 4))


        class PlainRunner:
            def __init__(self):
                self.model = PlainNet()

            def run(self, x):
                return self.model(x.reshape(1, 4))


        HOOKED = HookedRunner()
        PATCHED = PatchedRunner()
        PLAIN = PlainRunner()


        class WindowTable(nn.Module):
            def __init__(self):
                super().__init__()
                self.register_buffer("windows", torch.tensor([0, 2], dtype=torch.int32))
                self.limits = [0, 2]

            def from_buffer(self, i):
                window = self.windows[i]
                return 1 if window > 0 else 0

            def from_list(self, i):
                window = self.limits[i]
                return 1 if window > 0 else 0


        TABLE = WindowTable()


        def log_subclass(x):
            LOG.note_once("upcast")
            return x + 1


        def log_plain(x):
            NOTES.note_once("upcast")
            return x + 1


        def hooked(x):
            return HOOKED.run(x)


        def patched(x):
            return PATCHED.run(x)


        def plain(x):
            return PLAIN.run(x)


        def window_buffer(x):
            return x + TABLE.from_buffer(1)


        def window_list(x):
            return x + TABLE.from_list(1)


        def finite_item(x):
            amax = x.abs().max().item()
            if not math.isfinite(amax):
                raise ValueError("overflow")
            return x / 2


        def finite_const(x):
            if not math.isfinite(448.0):
                raise ValueError("overflow")
            return x / 2


        def pinned(x):
            if not x.is_pinned():
                return x + 1
            return x


        def contiguous(x):
            if not x.is_contiguous():
                return x + 1
            return x


        def storage_bytes(x):
            storage = x.untyped_storage()
            return x + storage.nbytes()


        def storage_size(x):
            storage = x.untyped_storage()
            return x + storage.size()


        V = typing.TypeVar("V")


        class LockedCache(typing.Generic[V]):
            def __init__(self):
                self._lock = threading.Lock()
                self._entries = {}

            def get_or_compute(self, key, compute):
                with self._lock:
                    if key not in self._entries:
                        self._entries[key] = compute()
                    return self._entries[key]


        class PlainCache(typing.Generic[V]):
            def __init__(self):
                self._entries = {}

            def get_or_compute(self, key, compute):
                return compute()


        class LockedHeuristics(LockedCache[int]):
            def pick(self, m):
                return self.get_or_compute(m, lambda: m * 2)


        class PlainHeuristics(PlainCache[int]):
            def pick(self, m):
                return self.get_or_compute(m, lambda: m * 2)


        LOCKED_H = LockedHeuristics()
        PLAIN_H = PlainHeuristics()


        class Timed:
            def __init__(self, fn):
                self.fn = fn

            def __call__(self, *args):
                self.started = time.perf_counter()
                return self.fn(*args)


        class Passing:
            def __init__(self, fn):
                self.fn = fn

            def __call__(self, *args):
                return self.fn(*args)


        def timed(fn):
            return Timed(fn)


        def passing(fn):
            return Passing(fn)


        @timed
        def double_timed(x):
            return x * 2


        @passing
        def double_passing(x):
            return x * 2


        def generic_locked(x):
            return x * LOCKED_H.pick(3)


        def generic_plain(x):
            return x * PLAIN_H.pick(3)


        def deco_timed(x):
            return double_timed(x)


        def deco_passing(x):
            return double_passing(x)


        generic_locked_c = torch.compile(generic_locked, fullgraph=True)
        generic_plain_c = torch.compile(generic_plain, fullgraph=True)
        deco_timed_c = torch.compile(deco_timed, fullgraph=True)
        deco_passing_c = torch.compile(deco_passing, fullgraph=True)
        log_subclass_c = torch.compile(log_subclass, fullgraph=True)
        log_plain_c = torch.compile(log_plain, fullgraph=True)
        hooked_c = torch.compile(hooked, fullgraph=True)
        patched_c = torch.compile(patched, fullgraph=True)
        plain_c = torch.compile(plain, fullgraph=True)
        window_buffer_c = torch.compile(window_buffer, fullgraph=True)
        window_list_c = torch.compile(window_list, fullgraph=True)
        finite_item_c = torch.compile(finite_item, fullgraph=True)
        finite_const_c = torch.compile(finite_const, fullgraph=True)
        pinned_c = torch.compile(pinned, fullgraph=True)
        contiguous_c = torch.compile(contiguous, fullgraph=True)
        storage_bytes_c = torch.compile(storage_bytes, fullgraph=True)
        storage_size_c = torch.compile(storage_size, fullgraph=True)
        """,
}
NAMES = ("generic_locked", "generic_plain", "deco_timed", "deco_passing", "log_subclass", "log_plain", "hooked", "patched", "plain", "window_buffer",
         "window_list", "finite_item", "finite_const", "pinned", "contiguous", "storage_bytes", "storage_size")
BREAKING = {"generic_locked", "deco_timed", "log_subclass", "hooked", "patched", "window_buffer", "finite_item", "pinned",
            "storage_bytes"}


def _roots(res) -> set:
    return {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}


def test_barriers_reached_where_they_run(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb44")], no_cache=True, jobs=1)
    assert _roots(res) == BREAKING, sorted((f.root, f.rule, f.line) for f in res.findings)
    # the model's own call reaches the hook and the patched forward
    chains = [" ".join(f.chain) for f in res.findings]
    assert any("HookedNet.forward" in c and "_stats_hook" in c for c in chains), chains
    assert any("PatchedNet.forward" in c and "_patched_forward" in c for c in chains), chains
    assert not any("PlainNet" in c for c in chains)
    at = {(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings}
    # the Logger subclass's method is reported at its call, as dynamo reports it
    assert ("log_subclass", "CL105") in at and ("pinned", "CL111") in at and ("storage_bytes", "CL203") in at
    call = next(f for f in res.findings if f.root.endswith("log_subclass"))
    assert "note_once" in call.message


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb44.m")
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
