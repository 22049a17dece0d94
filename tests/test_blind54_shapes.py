"""Training-style code and library-typed factories the way blind54's packages write them:

* layer-drop on ``p = torch.rand([])`` (``if self.training: if p < self.layerdrop: continue``) in a
  module compiled without ``.eval()`` (s971): a test on a random tensor reads its value; the twin
  is compiled after ``.eval()``;
* ``for p in base.parameters(): p.requires_grad_(False)`` in a lazy freeze the forward runs
  (s975; measured ``construct:requires-grad-outside``); the twin calls it on the graph input,
  which compiles;
* ``torch.utils.checkpoint.checkpoint_sequential`` in the forward (s974; measured failing), the
  twin's ``checkpoint(fn, x, use_reentrant=False)`` compiles (measured);
* an object of a ``saved_tensors_hooks`` subclass built in the forward: its ``super().__init__``
  runs the library constructor (s972; measured failing); the twin builds a plain program class;
* ``get_projector_cls(name) -> Type[nn.Module]`` returning ``_REGISTRY[name]`` of a decorator-filled
  registry: the program classes it returns, not the annotation's library base (s962); the twin's
  registry holds only a pure projector;
* ``backend.forward_extend(x)`` on an unannotated parameter of a layer called from a loop over a
  module-level list (the callers cannot be read): the method of that name when exactly one class
  of the package defines it (s943; two may be a look-alike, blind52 s900); the twin's method is pure.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb54/__init__.py": "",
    "clb54/m.py": """
        import logging
        from typing import Dict, Type

        import torch
        from torch import nn
        from torch.autograd.graph import saved_tensors_hooks
        from torch.utils.checkpoint import checkpoint, checkpoint_sequential

        logger = logging.getLogger(__name__)


        class Encoder(nn.Module):
            def __init__(self):
                super().__init__()
                self.layers = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])
                self.layerdrop = 0.1

            def forward(self, x):
                for layer in self.layers:
                    if self.training:
                        p = torch.rand([])
                        if p < self.layerdrop:
                            continue
                    x = layer(x)
                return x


        class Adapter(nn.Module):
            def __init__(self):
                super().__init__()
                self.base = nn.Linear(4, 4)

            def _freeze(self):
                base = self.base
                for param in base.parameters():
                    param.requires_grad_(False)

            def forward(self, x):
                self._freeze()
                return self.base(x)


        class InputFreeze(nn.Module):
            def __init__(self):
                super().__init__()
                self.base = nn.Linear(4, 4)

            def forward(self, x):
                x.requires_grad_(False)
                return self.base(x)


        class Offload(saved_tensors_hooks):
            def __init__(self):
                super().__init__(lambda t: t, lambda t: t)


        class PlainHooks:
            def __init__(self):
                self.count = 0


        def offload_step(x):
            hooks = Offload()
            return x + 1


        def plain_step(x):
            hooks = PlainHooks()
            return x + hooks.count


        SEQ = nn.Sequential(nn.ReLU(), nn.ReLU())


        def ckpt_sequential(x):
            return checkpoint_sequential(SEQ, 2, x, use_reentrant=False)


        def ckpt_plain(x):
            return checkpoint(torch.sin, x, use_reentrant=False)


        _PROJECTORS: Dict[str, Type[nn.Module]] = {}
        _PURE_PROJECTORS: Dict[str, Type[nn.Module]] = {}


        def register_projector(name):
            def wrap(cls):
                _PROJECTORS[name] = cls
                return cls

            return wrap


        def register_pure_projector(name):
            def wrap(cls):
                _PURE_PROJECTORS[name] = cls
                return cls

            return wrap


        @register_projector("shuffle")
        class ShuffleProjector(nn.Module):
            def forward(self, x):
                logger.warning("shuffle %s", tuple(x.shape))
                return x * 2


        @register_pure_projector("linear")
        class LinearProjector(nn.Module):
            def forward(self, x):
                return x * 2


        def get_projector_cls(name: str) -> Type[nn.Module]:
            return _PROJECTORS[name]


        def get_pure_projector_cls(name: str) -> Type[nn.Module]:
            return _PURE_PROJECTORS[name]


        SHUFFLE = get_projector_cls("shuffle")()
        LINEAR = get_pure_projector_cls("linear")()


        def project_shuffle(x):
            return SHUFFLE(x)


        def project_linear(x):
            return LINEAR(x)


        @torch.compiler.disable
        def _host_append(x):
            return x


        class PagedBackend:
            def forward_extend(self, x):
                return _host_append(x) * 2


        class PureBackend:
            def forward_plain(self, x):
                return x * 2


        class Layer(nn.Module):
            def forward(self, x, backend):
                return backend.forward_extend(x)


        class PureLayer(nn.Module):
            def forward(self, x, backend):
                return backend.forward_plain(x)


        LAYERS = [Layer() for _ in range(2)]
        PURE_LAYERS = [PureLayer() for _ in range(2)]
        BACKEND, PURE_BACKEND = PagedBackend(), PureBackend()


        def run_layers(x):
            for layer in LAYERS:
                x = layer(x, BACKEND)
            return x


        def run_pure_layers(x):
            for layer in PURE_LAYERS:
                x = layer(x, PURE_BACKEND)
            return x


        ENC_TRAIN = Encoder()
        ENC_EVAL = Encoder()
        ENC_EVAL.eval()
        encoder_train_c = torch.compile(ENC_TRAIN, fullgraph=True)
        encoder_eval_c = torch.compile(ENC_EVAL, fullgraph=True)
        adapter_freeze_c = torch.compile(Adapter(), fullgraph=True)
        input_freeze_c = torch.compile(InputFreeze(), fullgraph=True)
        offload_step_c = torch.compile(offload_step, fullgraph=True)
        plain_step_c = torch.compile(plain_step, fullgraph=True)
        ckpt_sequential_c = torch.compile(ckpt_sequential, fullgraph=True)
        ckpt_plain_c = torch.compile(ckpt_plain, fullgraph=True)
        project_shuffle_c = torch.compile(project_shuffle, fullgraph=True)
        project_linear_c = torch.compile(project_linear, fullgraph=True)
        run_layers_c = torch.compile(run_layers, fullgraph=True)
        run_pure_layers_c = torch.compile(run_pure_layers, fullgraph=True)
        """,
}
FUNCS = ("offload_step", "plain_step", "ckpt_sequential", "ckpt_plain", "project_shuffle", "project_linear",
         "run_layers", "run_pure_layers")
MODULES = {"encoder_train": "ENC_TRAIN", "encoder_eval": "ENC_EVAL"}
BREAKING_ROOTS = {"clb54.m.Encoder.forward", "clb54.m.Adapter.forward", "clb54.m.offload_step",
                  "clb54.m.ckpt_sequential", "clb54.m.project_shuffle", "clb54.m.run_layers"}


def test_training_code_and_library_typed_factories(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb54")], no_cache=True, jobs=1)
    errors = [f for f in res.findings if f.severity == "error"]
    assert {f.root for f in errors} == BREAKING_ROOTS, sorted((f.root, f.rule, f.line, tuple(f.chain))
                                                              for f in res.findings)
    # the layer-drop test is reported for the module compiled in training mode only (both modules
    # share ``Encoder.forward``: the eval one is compiled after ``.eval()``)
    assert [(f.rule, f.line) for f in errors if f.root.endswith("Encoder.forward")] == [("CL201", 23)]


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb54.m")
    x = torch.ones(2, 4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in FUNCS}
    for name in ("adapter_freeze", "input_freeze", "encoder_train", "encoder_eval"):
        verdicts[name] = _breaks(torch, getattr(m, name + "_c"), x)
    assert {n for n, b in verdicts.items() if b} == {
        "offload_step", "ckpt_sequential", "project_shuffle", "adapter_freeze", "encoder_train", "run_layers"}, verdicts
