"""sglang compiles its model while it captures CUDA graphs: the serving profile pins
``is_capture_mode=True``. A module global the profile pins is read as its pin where a helper is
folded, a function-level import no longer stops the fold, and a switch-named local
(``use_tail_graph``) is decided by the one truth all its stores fold to, here a tuple every path of
``plan`` returns. DeepSeek-V4's replay tail (``DecoderReplayTail.plan`` returns ``(False, None)``
in capture mode) is the real shape. Checked against dynamo."""
from __future__ import annotations

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_deployment_values import _import_from
from test_scan_features import make

SRC = """
    import os

    import torch
    from torch import nn

    is_capture_mode = False


    def get_is_capture_mode() -> bool:
        return is_capture_mode


    class Tail:
        def plan(self, tail, num_tokens: int):
            from os import path  # noqa: F401  (a function-level import)

            if tail is None and num_tokens > 4096:
                return False, None
            if get_is_capture_mode():
                return False, None
            return True, None

        def run_idle(self):
            os.getcwd()


    class Model(nn.Module):
        def __init__(self):
            super().__init__()
            self.tail_runner = Tail()

        def forward(self, x, tail=None):
            use_tail_graph, rows = False, None
            if x.shape[0] > 0:
                use_tail_graph, rows = self.tail_runner.plan(tail, x.shape[0])
            if use_tail_graph and tail is None:
                self.tail_runner.run_idle()
            return x + 1


    compiled = torch.compile(Model(), fullgraph=True)
"""


@pytest.mark.parametrize("pins, reached", [({}, False), ({"is_capture_mode": "?"}, True),
                                           ({"is_capture_mode": "False"}, True)])
def test_the_capture_mode_pin_decides_the_idle_path(tmp_path, pins, reached):
    name = "clcap" + str(len(pins) and pins["is_capture_mode"] == "?")
    make(tmp_path, {f"{name}/__init__.py": "", f"{name}/m.py": SRC})
    r = scan([str(tmp_path / name)], no_cache=True, profile=prof.make(values=pins) if pins else None)
    got = [f.function.rsplit(".", 1)[-1] for f in r.findings]
    assert (got == ["run_idle"]) is reached and (got == []) is (not reached)


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {"clcap_dyn/__init__.py": "", "clcap_dyn/m.py": SRC})
    m = _import_from(tmp_path, "clcap_dyn.m")
    x = torch.randn(3)
    m.is_capture_mode = True
    torch._dynamo.reset()
    assert torch.equal(torch.compile(m.Model(), fullgraph=True, backend="eager")(x), x + 1)
    m.is_capture_mode = False
    torch._dynamo.reset()
    with pytest.raises(Exception, match="getcwd"):
        torch.compile(m.Model(), fullgraph=True, backend="eager")(x)
    torch._dynamo.reset()
