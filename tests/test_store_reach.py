"""What an attribute can hold: stores that cannot reach the object are not its values.

* ``quant_method = quant_config.get_quant_method(self)`` under a deployment with no quantization
  (``quant_config=None`` pinned): a method of None is never called, so that store gives nothing and
  ``self.quant_method`` is only the unquantized method the next line builds (sglang's
  ``VocabParallelEmbedding``; before, the annotation of ``get_quant_method``'s return fanned the LM
  head out to 60 quantization methods, a diffusion runtime's among them).
* ``m.fc_in = ColumnParallelLinear(...)`` over ``model.modules()`` in another runtime of the package
  (``sglang.multimodal_gen`` beside ``sglang.srt``) that imports no module of the class, of its bases
  or subclasses (only shared utilities): it never holds the class's objects.
"""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _import_from
from test_scan_features import make

FILES = {
    "clsr/__init__.py": "",
    "clsr/srt/__init__.py": "",
    "clsr/srt/utils.py": """
        def add_prefix(name, prefix):
            return f"{prefix}.{name}" if prefix else name
        """,
    "clsr/srt/layers/__init__.py": "",
    "clsr/srt/layers/quant.py": """
        import os
        from typing import Optional

        import torch


        class QuantizeMethodBase:
            def apply(self, layer, x):
                raise NotImplementedError


        class UnquantizedMethod(QuantizeMethodBase):
            def apply(self, layer, x):
                return x @ layer.weight


        class NoisyFp8Method(QuantizeMethodBase):
            def apply(self, layer, x):
                os.getcwd()
                return x @ layer.weight


        class QuantConfig:
            def get_quant_method(self, layer) -> QuantizeMethodBase:
                return NoisyFp8Method()


        class Linear(torch.nn.Module):
            def __init__(self, n, quant_config: Optional[QuantConfig] = None):
                super().__init__()
                self.weight = torch.nn.Parameter(torch.eye(n))
                quant_method = None
                if quant_config is not None:
                    quant_method = quant_config.get_quant_method(self)
                if quant_method is None:
                    quant_method = UnquantizedMethod()
                self.quant_method: QuantizeMethodBase = quant_method

            def forward(self, x):
                return self.quant_method.apply(self, x)
        """,
    "clsr/srt/models/__init__.py": "",
    "clsr/srt/models/mlp.py": """
        import torch

        from clsr.srt.layers.quant import Linear


        class Mlp(torch.nn.Module):
            def __init__(self, n, quant_config=None):
                super().__init__()
                self.fc_in = Linear(n, quant_config)

            def forward(self, x):
                return self.fc_in(x)


        compiled = torch.compile(Mlp(4), fullgraph=True)
        """,
    "clsr/gen/__init__.py": "",
    "clsr/gen/models/__init__.py": "",
    "clsr/gen/models/dit.py": """
        import os

        import torch

        from clsr.srt.utils import add_prefix


        class GenLinear(torch.nn.Module):
            def forward(self, x):
                os.getpid()
                return x


        def swap_linears(model):
            for m in model.modules():
                if hasattr(m, "fc_in"):
                    m.fc_in = GenLinear()
            return add_prefix("swapped", "dit")
        """,
    "clsr/tests/__init__.py": "",
    "clsr/srt/stubs.py": """
        import subprocess

        import torch


        class Stub(torch.nn.Module):
            def forward(self, x):
                subprocess.run(["true"])
                return x
        """,
    "clsr/tests/test_swap.py": """
        from clsr.srt.stubs import Stub


        def test_swap(layer):
            layer.fc_in = Stub()
        """,
}


def test_stores_that_cannot_reach_the_object_give_it_nothing(tmp_path):
    make(tmp_path, FILES)
    r = scan([str(tmp_path / "clsr")], no_cache=True)
    # only UnquantizedMethod.apply is reached: no getcwd (a quantized method of a None config), no
    # getpid (another runtime's store), no subprocess (a test's stand-in)
    assert r.findings == []
    assert any(x.fq.endswith("Mlp.forward") for x in r.roots)


def test_each_store_is_what_it_says_when_it_can_reach(tmp_path):
    files = dict(FILES)
    # the other runtime imports the class's module: its store may reach Mlp objects
    files["clsr/gen/models/dit.py"] = files["clsr/gen/models/dit.py"].replace(
        "from clsr.srt.utils import add_prefix", "from clsr.srt.utils import add_prefix\n"
        "        from clsr.srt.models.mlp import Mlp  # noqa: F401")
    make(tmp_path, files)
    r = scan([str(tmp_path / "clsr")], no_cache=True)
    assert sorted(f.rule for f in r.findings) == ["CL110"]  # os.getpid() in GenLinear.forward


def test_dynamo_compiles_the_unquantized_layer(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clsr.srt.models.mlp")
    x = torch.randn(2, 4)
    torch._dynamo.reset()
    assert torch.allclose(torch.compile(m.Mlp(4), fullgraph=True, backend="eager")(x), x)
    torch._dynamo.reset()


OPTIONAL = """
    import abc
    import logging

    import torch

    logger = logging.getLogger(__name__)


    class Act(torch.nn.Module, abc.ABC):  # an inert outside base sets no attribute
        def __init__(self):
            super().__init__()
            self._fast = None
            try:
                import clfastact.ops  # an optional kernel package

                self._fast = clfastact.ops.Kernel()
            except Exception:
                pass

        def forward(self, x):
            if self._fast is not None:
                logger.warning("using the fast kernel")
            return x + 1


    compiled = torch.compile(Act(), fullgraph=True)
"""


@pytest.mark.parametrize("metadata, reported", [
    (None, True),  # no metadata: what is installed is unknown
    ("Requires-Dist: torch>=2.0\n", False),  # the optional package is no dependency: its import fails
    ("Requires-Dist: torch>=2.0\nRequires-Dist: clfastact; extra == 'fast'\n", True),
])
def test_a_store_after_an_import_the_deployment_lacks_never_runs(tmp_path, metadata, reported):
    files = {"site/clopt/__init__.py": "", "site/clopt/m.py": OPTIONAL}
    if metadata is not None:
        files["site/clopt-1.0.dist-info/METADATA"] = "Metadata-Version: 2.1\nName: clopt\nVersion: 1.0\n" + metadata
    make(tmp_path, files)
    r = scan([str(tmp_path / "site" / "clopt")], no_cache=True)
    assert bool(r.findings) is reported
    if reported:
        assert [f.rule for f in r.findings] == ["CL105"]


def test_dynamo_compiles_without_the_optional_package(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {"clopt_dyn/__init__.py": "", "clopt_dyn/m.py": OPTIONAL})
    m = _import_from(tmp_path, "clopt_dyn.m")
    x = torch.randn(3)
    torch._dynamo.reset()
    assert torch.equal(torch.compile(m.Act(), fullgraph=True, backend="eager")(x), x + 1)
    torch._dynamo.reset()
