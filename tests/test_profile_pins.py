"""Values the deployment fixes (``Profile.values``: ``quant_config=None``, ``ForwardMode=DECODE``,
``kv_cache_dtype='auto'``, ``AttentionBackend=FlashAttentionBackend``, ``is_draft_model=False``) and
the value flow that carries them: stores in branches they make dead, ``self.x is None`` read from
the attribute's stores, enum methods evaluated for the pinned member, the implementation a family
pin picks, a constructor parameter followed to what the constructions pass, draft models the
configuration renames into only under a dead switch, parts picked by a platform alias or built
through a registry. Each test fails without its mechanism; the dynamo side (what the pinned
configuration really traces) is measured on the same package."""
from __future__ import annotations

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make


PINNED = {
    "clpin/__init__.py": "",
    "clpin/modes.py": """
        import enum

        class ForwardMode(enum.IntEnum):
            EXTEND = enum.auto()
            DECODE = enum.auto()
            IDLE = enum.auto()

            def is_extend(self, include_idle: bool = False):
                return self == ForwardMode.EXTEND or (include_idle and self == ForwardMode.IDLE)

            def is_prefill(self):
                return self.is_extend()

            def is_decode_or_idle(self):
                return self in (ForwardMode.DECODE, ForwardMode.IDLE)
        """,
    "clpin/quant.py": """
        import logging

        logger = logging.getLogger(__name__)

        class QuantMethod:
            def apply(self, layer, x):
                raise NotImplementedError

        class Unquantized(QuantMethod):
            def apply(self, layer, x):
                return x * 2

        class Fp8Method(QuantMethod):
            def apply(self, layer, x):
                logger.info("fp8 apply")
                return x * 3

        class Loud(QuantMethod):
            def apply(self, layer, x):
                logger.warning("loud")
                return x

        class Fp8Config:
            def get_method(self):
                return Fp8Method()

        def resolve(quant_config) -> QuantMethod:
            return quant_config.get_method()
        """,
    "clpin/layers.py": """
        import logging
        from typing import Optional

        import torch

        from clpin.modes import ForwardMode
        from clpin.quant import QuantMethod, Unquantized, resolve

        logger = logging.getLogger(__name__)

        class Fp8Scaler(torch.nn.Module):
            def forward(self, x):
                logger.warning("scaling")
                return x

        class Linear(torch.nn.Module):
            def __init__(self, quant_config=None, kv_cache_dtype="auto"):
                super().__init__()
                self.quant_method: QuantMethod
                if quant_config is None:
                    self.quant_method = Unquantized()
                else:
                    self.quant_method = resolve(quant_config)
                self.query_quant = None
                if kv_cache_dtype.startswith("fp8"):
                    self.query_quant = Fp8Scaler()

            def forward(self, x, mode: ForwardMode):
                if self.query_quant is not None:
                    x = self.query_quant(x)
                if mode.is_prefill():
                    print("extend only")
                if not mode.is_decode_or_idle():
                    print("not decode")
                return self.quant_method.apply(self, x)

        class MoE(torch.nn.Module):
            def __init__(self, method: Optional[QuantMethod] = None):
                super().__init__()
                self.method = method
                if self.method is None:
                    self.method = Unquantized()

            def forward(self, x):
                return self.method.apply(self, x)
        """,
    "clpin/model.py": """
        import torch

        from clpin.layers import Linear, MoE
        from clpin.modes import ForwardMode
        from clpin.quant import Loud

        class Model(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = Linear()
                self.moe = MoE()

            def forward(self, x, mode: ForwardMode = ForwardMode.DECODE):
                if mode in (ForwardMode.EXTEND, ForwardMode.IDLE):
                    print("compared with members")
                return self.moe(self.proj(x, mode))

        class LoudModel(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.moe = MoE(method=Loud())

            def forward(self, x):
                return self.moe(x)

        def build():
            return torch.compile(Model(), fullgraph=True), torch.compile(LoudModel(), fullgraph=True)
        """,
}


def _found(r):
    return sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line, f.chain[0].rsplit(".", 2)[-2]) for f in r.findings)


def _scan(tmp_path, **values):
    return scan([str(tmp_path / "clpin")], no_cache=True, profile=prof.make(values=values or None))


def test_the_default_profile_pins_prune_quantized_extend_and_fp8_paths(tmp_path):
    make(tmp_path, PINNED)
    # the serving defaults: unquantized, decode, kv cache 'auto': only the method a MoE may be handed
    # (Loud, passed by LoudModel's construction; the scan keeps one value set per class) breaks
    assert {x[:3] for x in _found(_scan(tmp_path))} == {("CL105", "quant.py", 21)}
    unq = _found(_scan(tmp_path, quant_config="?"))  # any checkpoint: the resolved method may be fp8
    assert ("CL105", "quant.py", 16, "Model") in unq
    extend = _found(_scan(tmp_path, ForwardMode="EXTEND"))  # a prefill compile
    assert [x[2] for x in extend if x[1] == "layers.py"] == [33, 35]
    assert [x[1] for x in extend if x[1] == "model.py"] == ["model.py"]  # ``mode in (A, B)``
    idle = _found(_scan(tmp_path, ForwardMode="IDLE"))  # idle: not prefill (flag unknown), decode-or-idle
    assert [x[2] for x in idle if x[1] == "layers.py"] == []
    fp8kv = _found(_scan(tmp_path, kv_cache_dtype="'fp8_e4m3'"))  # the store under startswith("fp8") lives
    assert ("CL105", "layers.py", 14, "Model") in fp8kv


def test_a_constructor_parameter_flows_from_what_constructions_pass(tmp_path):
    make(tmp_path, PINNED)
    found = _found(_scan(tmp_path))
    # MoE() leaves ``method`` None (so Unquantized); MoE(method=Loud()) hands Loud to LoudModel only
    # through its own construction; the open annotation ``Optional[QuantMethod]`` adds nothing
    loud = [x for x in found if x[1] == "quant.py" and x[2] == 21]
    assert "LoudModel" in {x[3] for x in loud}
    assert not any(x[1] == "quant.py" and x[2] == 16 for x in found)  # Fp8Method never reached


def test_the_pinned_paths_are_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch")
    make(tmp_path, PINNED)
    model = _import_from(tmp_path, "clpin.model")
    layers = _import_from(tmp_path, "clpin.layers")
    quant = _import_from(tmp_path, "clpin.quant")
    modes = _import_from(tmp_path, "clpin.modes")
    x = torch.randn(2)
    assert _breaks(torch, model.Model(), x, modes.ForwardMode.DECODE) is False
    assert _breaks(torch, model.Model(), x, modes.ForwardMode.EXTEND) is True
    assert _breaks(torch, model.LoudModel(), x) is True
    assert _breaks(torch, layers.Linear(quant_config=quant.Fp8Config()), x, modes.ForwardMode.DECODE) is True
    assert _breaks(torch, layers.Linear(kv_cache_dtype="fp8_e4m3"), x, modes.ForwardMode.DECODE) is True


FORWARDS = {
    "clpin2/__init__.py": "",
    "clpin2/utils.py": """
        import torch

        def is_cuda():
            return torch.version.cuda is not None
        """,
    "clpin2/config.py": """
        import enum


        class ModelImpl(str, enum.Enum):
            AUTO = "auto"
            MINDSPORE = "mindspore"


        class ModelConfig:
            def __init__(self, arch, is_draft_model=False, model_impl=ModelImpl.AUTO):
                self.hf_architectures = [arch]
                if is_draft_model and arch == "FooModel":
                    self.hf_architectures[0] = "FooNextN"
                self.model_impl = model_impl


        def architecture(model_config):
            architectures = model_config.hf_architectures
            if model_config.model_impl == ModelImpl.MINDSPORE:
                architectures = ["MindModel"]
            return architectures[0]
        """,
    "clpin2/backends.py": """
        class AttentionBackend:
            def forward(self, q):
                return self.forward_decode(q)

            def forward_decode(self, q):
                raise NotImplementedError

        class FlashAttentionBackend(AttentionBackend):
            def forward_decode(self, q):
                return q * 2

        class TrtBackend(AttentionBackend):
            def forward_decode(self, q):
                print("trt")
                return q

        def get_backend() -> AttentionBackend:
            return None
        """,
    "clpin2/models.py": """
        import torch

        from clpin2.backends import AttentionBackend, get_backend
        from clpin2.utils import is_cuda

        _is_cuda = is_cuda()

        class CudaBlock(torch.nn.Module):
            def forward(self, x):
                return x + 1

        class OtherBlock(torch.nn.Module):
            def forward(self, x):
                print("other platform")
                return x

        Block = CudaBlock if _is_cuda else OtherBlock

        class RegLayer(torch.nn.Module):
            def forward(self, x):
                return x * 2

        LAYERS = {"reg": RegLayer}

        class Attn(torch.nn.Module):
            def __init__(self, backend: AttentionBackend):
                super().__init__()
                self.backend = backend

            def forward(self, q):
                return self.backend.forward(q)

        class FooModel(torch.nn.Module):
            def __init__(self, kind="reg"):
                super().__init__()
                self.block = Block()
                layer_class = LAYERS[kind]
                self.layer = layer_class()
                self.attn = Attn(get_backend())

            def forward(self, x):
                return self.attn(self.layer(self.block(x)))

        class FooNextN(torch.nn.Module):
            def forward(self, x):
                print("draft model")
                return x

        class MindModel(torch.nn.Module):
            def forward(self, x):
                print("another framework's runtime")
                return x

        class DraftModel(torch.nn.Module):
            def __init__(self, vllm_config=None):
                super().__init__()
                assert vllm_config.speculative_config is not None

            def forward(self, x):
                print("speculative draft")
                return x
        """,
    "clpin2/runner.py": """
        import torch

        def capture(model):
            return torch.compile(model.forward, fullgraph=True)

        class Runner:
            def run(self):
                return capture(self.model_runner.model)
        """,
}


def _roots(r):
    return sorted(x.fq.rsplit(".", 2)[-2] for x in r.roots)


def test_forwards_roots_leave_out_draft_renames_alias_parts_and_registry_layers(tmp_path):
    make(tmp_path, FORWARDS)
    r = scan([str(tmp_path / "clpin2")], no_cache=True)
    roots = _roots(r)
    assert "FooModel" in roots and "Attn" not in roots
    assert "FooNextN" not in roots       # renamed into only when is_draft_model
    assert "DraftModel" not in roots     # its constructor asserts a speculative config
    assert "MindModel" not in roots      # named only under ``model_impl == ModelImpl.MINDSPORE``
    assert "OtherBlock" not in roots and "CudaBlock" not in roots  # parts the alias picks
    assert "RegLayer" not in roots       # built through LAYERS[kind] by FooModel
    assert not any("trt" in f.message or f.line == 16 for f in r.findings if f.path.endswith("backends.py"))
    assert r.findings == [] or all(not f.path.endswith("models.py") for f in r.findings)
    draft = scan([str(tmp_path / "clpin2")], no_cache=True, profile=prof.make(values={"is_draft_model": "True"}))
    assert "FooNextN" in _roots(draft)
    mind = scan([str(tmp_path / "clpin2")], no_cache=True, profile=prof.make(values={"ModelImpl": "MINDSPORE"}))
    assert "MindModel" in _roots(mind)
    spec = scan([str(tmp_path / "clpin2")], no_cache=True, profile=prof.make(values={"speculative_config": "?"}))
    assert "DraftModel" in _roots(spec)
    # no family pin: the open ``AttentionBackend`` receiver may be any implementation
    anyb = scan([str(tmp_path / "clpin2")], no_cache=True, profile=prof.make(values={"AttentionBackend": "?"}))
    assert any(f.path.endswith("backends.py") and f.line == 15 for f in anyb.findings)


def test_profile_values_parse_and_describe():
    p = prof.make(values={"quant_config": "?", "X": "'a'"})
    assert p.value_of("quant_config") == (False, None)
    assert p.value_of("X") == (True, "a")
    assert p.enum_member("ForwardMode") == "DECODE"
    assert "X='a'" in p.describe() and p.name.endswith("+custom")
    assert prof.PROFILES["cuda-sm120"].values == ()  # the incident: prefill segments of an NVFP4 checkpoint
    with pytest.raises(prof.ProfileError):
        prof.parse_values(["novalue"])
    with pytest.raises(prof.ProfileError):
        prof.parse_values(["x=not a literal"])


NONE_RESULT = {
    "clnone/__init__.py": "",
    "clnone/offload.py": """
        import logging
        from typing import Optional

        logger = logging.getLogger(__name__)

        class OffloadConfig:
            def __init__(self, path, layer_id):
                self.path = path
                self.layer_id = layer_id

        def offload_config_from_args(args, layer_id) -> Optional[OffloadConfig]:
            if args.offload_weight_path is None:
                return None
            return OffloadConfig(args.offload_weight_path, layer_id)

        class Method:
            def apply(self, x):
                return x * 2

        class OffloadWrapper(Method):
            def __init__(self, inner, cfg):
                self.inner = inner
                self.cfg = cfg

            def apply(self, x):
                logger.warning("offloading layer %s", self.cfg.layer_id)
                return self.inner.apply(x)
        """,
    "clnone/model.py": """
        import torch

        from clnone.offload import Method, OffloadWrapper, offload_config_from_args

        class Args:
            def __init__(self, offload_weight_path=None):
                self.offload_weight_path = offload_weight_path

        class Experts(torch.nn.Module):
            def __init__(self, args, layer_id=0):
                super().__init__()
                self.method = Method()
                cfg = offload_config_from_args(args, layer_id)
                if cfg is not None:
                    self.method = OffloadWrapper(self.method, cfg)

            def forward(self, x):
                return self.method.apply(x)

        def build(args):
            return torch.compile(Experts(args), fullgraph=True)
        """,
}


def test_a_local_from_a_call_that_returns_none_under_the_deployment_decides_its_tests(tmp_path):
    make(tmp_path, NONE_RESULT)
    # ``offload_weight_path`` pinned to None: the factory's live return is ``return None``, so
    # ``cfg is not None`` is false and the wrapper is never installed
    pinned = scan([str(tmp_path / "clnone")], no_cache=True,
                  profile=prof.make(values={"offload_weight_path": "None"}))
    assert not [f for f in pinned.findings if f.path.endswith("offload.py")], pinned.findings
    # unpinned (or pinned to a path) the wrapper's logger call is reachable
    for values in (None, {"offload_weight_path": "'/weights'"}):
        got = scan([str(tmp_path / "clnone")], no_cache=True, profile=prof.make(values=values))
        assert [f for f in got.findings if f.path.endswith("offload.py") and f.rule == "CL105"], got.findings


def test_the_none_result_path_is_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch", reason="the dynamo side needs torch installed")
    make(tmp_path, NONE_RESULT)
    model = _import_from(tmp_path, "clnone.model")
    x = torch.randn(2)
    assert _breaks(torch, model.Experts(model.Args())) is False
    assert _breaks(torch, model.Experts(model.Args("/weights"))) is True


FACTORY = {
    "clfactory/__init__.py": "",
    "clfactory/experts.py": """
        import logging

        import torch

        logger = logging.getLogger(__name__)

        class Experts(torch.nn.Module):
            def forward(self, x):
                return x * 2

        class DeepExperts(Experts):
            def forward(self, x):
                logger.info("dispatching %d tokens", x.shape[0])
                return x * 3

        def get_experts_class(args):
            if args.a2a_backend == "deepep":
                return DeepExperts
            return Experts
        """,
    "clfactory/model.py": """
        import torch

        from clfactory.experts import get_experts_class

        class Args:
            def __init__(self, a2a_backend="none"):
                self.a2a_backend = a2a_backend

        class Block(torch.nn.Module):
            def __init__(self, args):
                super().__init__()
                self.experts = get_experts_class(args)()

            def forward(self, x):
                return self.experts(x)

        def build(args):
            return torch.compile(Block(args), fullgraph=True)
        """,
}


def test_a_factory_hands_back_only_what_its_live_returns_name(tmp_path):
    make(tmp_path, FACTORY)
    pinned = scan([str(tmp_path / "clfactory")], no_cache=True,
                  profile=prof.make(values={"a2a_backend": "'none'"}))
    assert not pinned.findings, pinned.findings
    for values in (None, {"a2a_backend": "'deepep'"}):
        got = scan([str(tmp_path / "clfactory")], no_cache=True, profile=prof.make(values=values))
        assert [f for f in got.findings if f.rule == "CL105" and f.chain[-2].endswith("DeepExperts.forward")], \
            got.findings
    # a class a factory returns is a part its caller builds, never a model of its own: in the
    # forwards mode (no resolvable compile) Block is the only root
    fw = scan([str(tmp_path / "clfactory")], no_cache=True, roots_mode="forwards",
              profile=prof.make(values={"a2a_backend": "'none'"}))
    assert sorted(r.fq.rsplit(".", 2)[-2] for r in fw.roots) == ["Block"], fw.roots


def test_the_factory_path_is_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch", reason="the dynamo side needs torch installed")
    make(tmp_path, FACTORY)
    model = _import_from(tmp_path, "clfactory.model")
    assert _breaks(torch, model.Block(model.Args())) is False
    assert _breaks(torch, model.Block(model.Args("deepep"))) is True


PADDED = {
    "clpad/__init__.py": "",
    "clpad/topk.py": """
        import os

        import torch


        def _mask_padded_rows(topk_ids, num_token_non_padded):
            if num_token_non_padded is None:
                return
            os.getcwd()  # stands for a lazily built mask kernel
            topk_ids[num_token_non_padded:] = -1


        @torch.compile(dynamic=True)
        def postprocess(topk_ids, num_token_non_padded):
            _mask_padded_rows(topk_ids, num_token_non_padded)
            return topk_ids
        """,
}


def test_one_gpu_leaves_the_padded_row_count_none(tmp_path):
    # one GPU, no expert parallelism: sglang keeps no count of padded rows, so the mask is skipped
    make(tmp_path, PADDED)
    assert scan([str(tmp_path / "clpad")], no_cache=True).findings == []
    got = scan([str(tmp_path / "clpad")], no_cache=True, profile=prof.make(values={"num_token_non_padded": "?"}))
    assert [(f.rule, f.line) for f in got.findings] == [("CL110", 10)]


def test_the_padded_row_count_paths_are_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {k.replace("clpad", "clpad_dyn"): v for k, v in PADDED.items()})
    m = _import_from(tmp_path, "clpad_dyn.topk")
    ids = torch.arange(6).view(3, 2)
    assert not _breaks(torch, m._mask_padded_rows, ids, None)
    assert _breaks(torch, m._mask_padded_rows, ids, 2)


POSITIONAL = {
    "clpos/__init__.py": "",
    "clpos/m.py": """
        import os

        import torch
        from torch import nn


        class MethodBase:
            def quantize_input(self, x):
                return x

            def apply(self, layer, x):
                return self.quantize_input(x) * 2


        class DynamicMethod(MethodBase):
            def quantize_input(self, x):
                os.getcwd()  # stands for a dynamic-scale probe
                return x


        class Linear(nn.Module):
            def __init__(self, n, quant_method):
                super().__init__()
                self.quant_method = quant_method

            def forward(self, x):
                return self.quant_method.apply(self, x)


        class Mlp(nn.Module):
            def __init__(self):
                super().__init__()
                method = DynamicMethod()
                self.up = Linear(4, method)

            def forward(self, x):
                return self.up(x)


        compiled = torch.compile(Mlp(), fullgraph=True)
        """,
}


def test_an_object_passed_by_position_to_a_constructor_reaches_its_methods(tmp_path):
    # ``Linear(4, method)`` with ``method = DynamicMethod()``: ``self.quant_method.apply`` runs the
    # inherited ``apply`` with ``self`` a DynamicMethod, whose ``quantize_input`` probes
    make(tmp_path, POSITIONAL)
    got = scan([str(tmp_path / "clpos")], no_cache=True)
    assert [(f.rule, f.line) for f in got.findings] == [("CL110", 18)], [(f.rule, f.chain) for f in got.findings]
    assert got.findings[0].chain[-2].endswith("DynamicMethod.quantize_input")


def test_the_positional_constructor_path_is_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {k.replace("clpos", "clpos_dyn"): v for k, v in POSITIONAL.items()})
    m = _import_from(tmp_path, "clpos_dyn.m")
    assert _breaks(torch, m.Mlp(), torch.randn(2))


SUPER_CONFIG = {
    "clsup/__init__.py": "",
    "clsup/m.py": """
        import torch
        from torch import nn


        class Config:
            def __init__(self, vocab_size=32, trust_input_ids=True):
                self.vocab_size = vocab_size
                self.trust_input_ids = trust_input_ids


        class PreTrained(nn.Module):
            def __init__(self, config):
                super().__init__()
                self.config = config

            def _validate(self, ids):
                if self.config.trust_input_ids:
                    return
                if (ids >= self.config.vocab_size).any():
                    raise IndexError("input_ids out of range")


        class Model(PreTrained):
            def __init__(self, config):
                super().__init__(config)
                self.embed = nn.Embedding(config.vocab_size, 4)

            def forward(self, ids):
                self._validate(ids)
                return self.embed(ids)


        compiled = torch.compile(Model(Config()), fullgraph=True)
        strict = torch.compile(Model(Config(trust_input_ids=False)), fullgraph=True)
        """,
}


def test_a_config_handed_up_through_super_init_decides_the_base_class_branch(tmp_path):
    # ``Model(Config())`` -> ``super().__init__(config)`` -> ``self.config = config``: the base's
    # ``self.config.trust_input_ids`` is the config's default True, so the value check never runs;
    # a construction passing False keeps it (both roots then report it: the scan keeps one value
    # set per attribute, not one per object)
    make(tmp_path, {k: v.replace("        strict = torch.compile(Model(Config(trust_input_ids=False)), "
                                 "fullgraph=True)\n", "") for k, v in SUPER_CONFIG.items()})
    assert scan([str(tmp_path / "clsup")], no_cache=True).findings == []


def test_the_super_init_config_path_is_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {k.replace("clsup", "clsup_dyn"): v for k, v in SUPER_CONFIG.items()})
    m = _import_from(tmp_path, "clsup_dyn.m")
    ids = torch.tensor([1, 2])
    assert not _breaks(torch, m.Model(m.Config()), ids)
    assert _breaks(torch, m.Model(m.Config(trust_input_ids=False)), ids)
