"""A statement calling a helper imported from a sibling module that re-registers a parameter
(``from .parameter_utils import replace_parameter``; vLLM's lazy exllama repack) is not guarded
with ``if not torch.compiler.is_compiling():``, nor is the method that calls it: the compiled code
would keep the old parameter and compute something else (blind47 s670: the guard made the compiled
output differ from eager)."""
from __future__ import annotations

import textwrap

from typer.testing import CliRunner

from compilelint.cli import app

runner = CliRunner()

UTILS = '''
import logging

import torch
from torch import nn

logger = logging.getLogger(__name__)


def replace_parameter(mod: nn.Module, name: str, new: torch.Tensor) -> None:
    old = getattr(mod, name)
    if old.untyped_storage().nbytes() == new.untyped_storage().nbytes():
        old.copy_(new)
        return
    mod.register_parameter(name, nn.Parameter(new, requires_grad=False))


def note_layout(mod: nn.Module, name: str) -> None:
    logger.info("relayout %s", name)
'''

LAYER = '''
import torch
from torch import nn

from .parameter_utils import note_layout, replace_parameter


class PackedMethod:
    def __init__(self, desc_act: bool = True):
        self.desc_act = desc_act

    def _lazy_init(self, layer: nn.Module) -> None:
        if self.desc_act:
            replace_parameter(layer, "g_idx", torch.sort(layer.g_idx).values)
        else:
            note_layout(layer, "g_idx")
        layer.ready = True

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        if not layer.ready:
            self._lazy_init(layer)
        return x * layer.g_idx


class Packed(nn.Module):
    def __init__(self):
        super().__init__()
        self.g_idx = nn.Parameter(torch.arange(8, 0, -1).float(), requires_grad=False)
        self.ready = False
        self.method = PackedMethod()

    def forward(self, x):
        return self.method.apply(self, x)


packed = torch.compile(Packed(), fullgraph=True)
'''


def test_a_sibling_helper_that_rewrites_a_parameter_is_not_guarded(tmp_path):
    pkg = tmp_path / "clsib"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "parameter_utils.py").write_text(textwrap.dedent(UTILS))
    (pkg / "layer.py").write_text(textwrap.dedent(LAYER))
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes", "-v"])
    assert r.exit_code in (0, 1), r.output
    text = (pkg / "layer.py").read_text()
    assert "is_compiling():\n                replace_parameter" not in text, text
    assert "is_compiling():\n            self._lazy_init" not in text, text
    assert "`replace_parameter`" in r.output and "skipping it in compiled code" in r.output, r.output
