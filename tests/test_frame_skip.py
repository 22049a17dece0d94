"""Under a ``fullgraph=False`` root, some graph breaks end dynamo's work on a frame: after an
unsupported context manager (``with lock:``), a ``data_ptr()`` in arithmetic (an observed
exception), a break in a ``with`` header (``with open(...)``) or inside a loop, dynamo 2.13 runs the
rest of that frame eagerly instead of resuming. The barriers after such a point in the same block
are never traced there, so they are not reported; the functions the frame calls there are entered
eagerly and compiled as frames of their own only if they hold something torch-related
(tests/test_frames.py), and under ``fullgraph=True`` (the compile fails at the
first barrier) every barrier is still reported. Each case is checked against dynamo."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _import_from
from test_scan_features import make

SRC = """
    import os
    import threading
    import time

    import torch

    _lock = threading.Lock()


    def stamp():
        return time.time()


    def locked(x):
        y = x + 1
        with _lock:
            y = y * 2
        os.getcwd()
        stamp()
        return y


    def aligned(x):
        y = x + 1
        if x.data_ptr() % 16 != 0:
            y = y * 3
        os.getpid()
        return y


    def looped(x):
        y = x + 1
        for _ in range(2):
            time.perf_counter()
            os.getcwd()
        return y


    def resumed(x):
        y = x + 1
        time.perf_counter()
        os.getcwd()
        return y


    def entry(x):
        return locked(x) + aligned(x) + looped(x) + resumed(x)


    def entry_strict(x):
        return locked(x) + aligned(x) + looped(x) + resumed(x)


    split = torch.compile(entry)
    strict = torch.compile(entry_strict, fullgraph=True)
"""


def test_barriers_after_a_resumeless_break_are_not_reported(tmp_path):
    make(tmp_path, {"clskip/__init__.py": "", "clskip/m.py": SRC})
    r = scan([str(tmp_path / "clskip")], no_cache=True)
    split = sorted({(f.function.rsplit(".", 1)[-1], f.line) for f in r.findings if f.fullgraph is False})
    strict = sorted({(f.function.rsplit(".", 1)[-1], f.line) for f in r.findings if f.fullgraph is True})
    # fullgraph=False: the lock, the data_ptr check and the first in-loop barrier end their frames;
    # stamp() (called after the lock) is entered eagerly, and holding nothing torch-related it is
    # not compiled either (``compilelint.scan.frames``; dynamo records no break at all for
    # ``locked`` below); resumed() keeps both of its barriers
    assert split == [("aligned", 26), ("locked", 17), ("looped", 35), ("resumed", 42), ("resumed", 43)]
    # fullgraph=True: every barrier
    assert strict == [("aligned", 26), ("aligned", 28), ("locked", 17), ("locked", 19), ("looped", 35),
                      ("looped", 36), ("resumed", 42), ("resumed", 43), ("stamp", 12)]


def _breaks_at(torch, fn, x):
    """The source lines of the graph breaks dynamo records compiling ``fn`` with fullgraph=False."""
    from torch._dynamo.utils import counters

    torch._dynamo.reset()
    counters.clear()
    torch.compile(fn, backend="eager")(x)
    got = sum(counters["graph_break"].values())
    graphs = counters["stats"]["unique_graphs"]
    torch._dynamo.reset()
    return got, graphs


def test_dynamo_runs_the_rest_of_those_frames_eagerly(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {"clskip_dyn/__init__.py": "", "clskip_dyn/m.py": SRC})
    m = _import_from(tmp_path, "clskip_dyn.m")
    x = torch.randn(4)
    # no graph at all and no break recorded after the point: the frame ran eagerly from there
    assert _breaks_at(torch, m.locked, x) == (0, 0)
    assert _breaks_at(torch, m.aligned, x) == (0, 0)
    assert _breaks_at(torch, m.looped, x) == (0, 0)
    # a break dynamo resumes after: the next barrier is traced (and breaks) too
    assert _breaks_at(torch, m.resumed, x)[0] == 2
