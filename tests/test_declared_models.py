"""A package that declares its models to its own registry names what its runner compiles.

An engine's runner compiles "the model" it is handed (``torch.compile(model.forward)`` on a
parameter), so the scan guesses the models. When the package's registry imports each model module
by name and reads one attribute from it (``module = importlib.import_module(name);
entry = module.EntryClass``), the classes bound to that attribute are the models, and only they
are guessed roots: a helper module nobody in sight constructs (built through a factory, or a
leftover) is a part of one, not a model of its own.

A model's layers built by a factory it hands a constructor (``self.layers = make_layers(n,
lambda i: Block(i))``, also unpacked: ``self.layers, start, end = make_pp_layers(...)``) are what
``self.layers[i](...)`` and ``for layer in self.layers`` call. Each case is checked against dynamo.
"""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_feature_roots import FILES as FEATURE_FILES
from test_scan_features import make

FILES = {
    "clreg/__init__.py": "",
    "clreg/runner.py": FEATURE_FILES["clfeat/runner.py"],  # a runner compiling the model it is handed

    "clreg/utils.py": """
        import torch


        def make_layers(n, layer_fn):
            return torch.nn.ModuleList([layer_fn(i) for i in range(n)])


        def make_pp_layers(n, layer_fn):
            return torch.nn.ModuleList([layer_fn(i) for i in range(n)]), 0, n
        """,
    "clreg/models/__init__.py": "",
    "clreg/models/registry.py": """
        import importlib
        import pkgutil


        def import_model_classes(package_name="clreg.models"):
            found = {}
            package = importlib.import_module(package_name)
            for _, name, _ in pkgutil.iter_modules(package.__path__, package_name + "."):
                module = importlib.import_module(name)
                if hasattr(module, "EntryClass"):
                    entry = module.EntryClass
                    for cls in entry if isinstance(entry, list) else [entry]:
                        found[cls.__name__] = cls
            return found
        """,
    "clreg/models/tiny.py": """
        import torch

        from clreg.utils import make_layers, make_pp_layers


        class Block(torch.nn.Module):
            def __init__(self, i):
                super().__init__()
                self.i = i

            def forward(self, x):
                print("block", self.i)
                return x + 1


        class QuietBlock(torch.nn.Module):
            def __init__(self, i):
                super().__init__()
                self.i = i

            def forward(self, x):
                return x * 2


        class TinyModel(torch.nn.Module):
            def __init__(self, n=2):
                super().__init__()
                self.layers = make_layers(n, lambda i: Block(i))

            def forward(self, x):
                for i in range(len(self.layers)):
                    x = self.layers[i](x)
                return x


        class QuietModel(torch.nn.Module):
            def __init__(self, n=2, block_type=QuietBlock):
                super().__init__()
                self.layers, self.start, self.end = make_pp_layers(n, lambda i: block_type(i))

            def forward(self, x):
                for layer in self.layers:
                    x = layer(x)
                return x


        class StrayProbe(torch.nn.Module):
            def forward(self, x):
                print("probe")
                return x


        EntryClass = [TinyModel, QuietModel]
        """,
}


def _scan(tmp_path):
    make(tmp_path, FILES)
    return scan([str(tmp_path / "clreg")], no_cache=True)


def test_declared_models_are_the_guessed_roots(tmp_path):
    r = _scan(tmp_path)
    guessed = sorted(x.self_cls.rsplit(".", 1)[-1] for x in r.roots if x.kind == "forwards")
    assert guessed == ["QuietModel", "TinyModel"]  # not StrayProbe, not the blocks


def test_layers_a_factory_builds_are_reached(tmp_path):
    r = _scan(tmp_path)
    got = sorted((f.rule, f.line, tuple(".".join(c.split(".")[-2:]) for c in f.chain[:2])) for f in r.findings)
    assert got == [("CL104", 13, ("TinyModel.forward", "Block.forward"))]


def test_without_a_registry_the_top_level_guess_stays(tmp_path):
    files = dict(FILES)
    del files["clreg/models/registry.py"]
    make(tmp_path, files)
    r = scan([str(tmp_path / "clreg")], no_cache=True)
    guessed = {x.self_cls.rsplit(".", 1)[-1] for x in r.roots if x.kind == "forwards"}
    assert "StrayProbe" in guessed and "TinyModel" in guessed


def test_dynamo_traces_the_factory_built_layers(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clreg.models.tiny")
    assert _breaks(torch, m.TinyModel(), torch.randn(2)) is True
    assert _breaks(torch, m.QuietModel(), torch.randn(2)) is False


def _many_models(n: int) -> str:
    out = ["import os", "import torch", ""]
    for i in range(n):
        out += [f"class Lm{i}(torch.nn.Module):",
                "    def forward(self, input_ids, positions, forward_batch):",
                "        return input_ids + 1", ""]
    out += ["class VisionTower(torch.nn.Module):",
            "    def forward(self, pixel_values, image_sizes):",
            "        os.getcwd()",
            "        return pixel_values", "",
            "class LooseLm(torch.nn.Module):",
            "    def forward(self, input_ids, **kwargs):",
            "        os.getpid()",
            "        return input_ids", "",
            "EntryClass = [" + ", ".join(f"Lm{i}" for i in range(n)) + ", VisionTower, LooseLm]"]
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("n, tower_kept", [(24, False), (6, True)])
def test_a_model_the_runner_cannot_call_is_no_root(tmp_path, n, tower_kept):
    """The runner calls every model alike (``model.forward(input_ids, positions, forward_batch)``):
    when nearly all of a subsystem's many declared models take those parameters, one whose forward
    lacks one of them (a vision tower declared on its own) is not a model it compiles; a forward
    with ``**kwargs`` may be. With few declared models no consensus is drawn."""
    files = {k: v for k, v in FILES.items() if k != "clreg/models/tiny.py"}
    files["clreg/models/many.py"] = _many_models(n)
    make(tmp_path, files)
    r = scan([str(tmp_path / "clreg")], no_cache=True)
    guessed = {x.self_cls.rsplit(".", 1)[-1] for x in r.roots if x.kind == "forwards"}
    assert ("VisionTower" in guessed) is tower_kept and "LooseLm" in guessed and "Lm0" in guessed
    assert (r.features_off.get("models the runner does not call") == 1) is (not tower_kept)
    assert sorted(f.function.rsplit(".", 1)[-1] for f in r.findings) == (["forward", "forward"] if tower_kept
                                                                         else ["forward"])
