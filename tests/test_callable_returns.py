"""A function annotated ``-> Callable`` that returns program functions (``return
ATTENTION_FUNCTIONS.get(impl or "eager", eager_forward)``) returns those functions: the annotation
names no program class, so it says less than the body (before, the call resolved to
``typing.Callable()`` and no attention function was ever entered: blind19 p021). An annotation that
is a type (``-> type``) still wins over a registry the body cannot narrow. Dynamo's verdict on the
same package is measured where torch is installed."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

PKG = {
    "clcr/__init__.py": "",
    "clcr/attention.py": """
        import logging
        from typing import Callable, Optional

        import torch

        logger = logging.getLogger(__name__)


        def eager_forward(q, k, **kwargs):
            return torch.softmax(q @ k.transpose(-1, -2), dim=-1)


        def sdpa_forward(q, k, **kwargs):
            if kwargs.get("output_attentions", False):
                logger.warning("sdpa cannot return attention weights")
                return eager_forward(q, k)
            return q @ k.transpose(-1, -2)


        ATTENTION_FUNCTIONS = {"eager": eager_forward, "sdpa": sdpa_forward}


        def get_attention(impl: Optional[str]) -> Callable:
            return ATTENTION_FUNCTIONS.get(impl or "eager", eager_forward)
        """,
    "clcr/model.py": """
        import torch

        from .attention import get_attention


        class Attention(torch.nn.Module):
            def __init__(self, impl, output_attentions):
                super().__init__()
                self.impl = impl
                self.output_attentions = output_attentions

            def forward(self, q, k):
                fn = get_attention(self.impl)
                return fn(q, k, output_attentions=self.output_attentions)


        compiled = torch.compile(Attention("sdpa", True), fullgraph=True)
        """,
}


def test_a_callable_annotation_yields_to_the_functions_returned(tmp_path):
    root = make(tmp_path, PKG)
    res = scan([str(root / "clcr")], no_cache=True, jobs=1)
    assert sorted((f.rule, f.line) for f in res.findings) == [("CL105", 16)], res.findings


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    root = make(tmp_path, PKG)
    m = _import_from(root, "clcr.model")
    q = torch.randn(2, 3)
    assert _breaks(torch, m.Attention("sdpa", True), q, q)
    assert not _breaks(torch, m.Attention("sdpa", False), q, q)


MAPPING = {
    "clmr/__init__.py": "",
    "clmr/registry.py": """
        import logging

        import torch

        logger = logging.getLogger(__name__)


        def eager_forward(q, k, **kwargs):
            return q @ k.transpose(-1, -2)


        def sdpa_forward(q, k, **kwargs):
            if kwargs.get("output_attentions", False):
                logger.warning("falling back to eager")
                return eager_forward(q, k)
            return q @ k.transpose(-1, -2)


        def flash_forward(q, k, **kwargs):
            logger.info("flash")
            return q @ k.transpose(-1, -2)


        class AttentionInterface(dict):
            _global_mapping = {"eager": eager_forward, "sdpa": sdpa_forward, "flash": flash_forward}

            def __init__(self):
                super().__init__(self._global_mapping)


        ALL_ATTENTION_FUNCTIONS = AttentionInterface()
        """,
    "clmr/model.py": """
        import torch

        from . import registry


        class Config:
            def __init__(self, attn_implementation="sdpa"):
                self._attn_implementation = attn_implementation


        class Attention(torch.nn.Module):
            def __init__(self, config, output_attentions):
                super().__init__()
                self.config = config
                self.output_attentions = output_attentions

            def forward(self, q, k):
                fn = registry.ALL_ATTENTION_FUNCTIONS[self.config._attn_implementation]
                return fn(q, k, output_attentions=self.output_attentions)


        compiled = torch.compile(Attention(Config(), True), fullgraph=True)
        """,
}


def test_a_dict_subclass_registry_serves_its_class_mapping_by_the_pinned_key(tmp_path):
    # the profile pins _attn_implementation to eager / sdpa: sdpa's fallback warning is reached
    # (blind20 q022), flash_forward's log is not
    root = make(tmp_path, MAPPING)
    res = scan([str(root / "clmr")], no_cache=True, jobs=1)
    assert sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in res.findings) == [
        ("CL105", "registry.py", 15)], res.findings


def test_dynamo_agrees_on_the_mapping(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    root = make(tmp_path, MAPPING)
    m = _import_from(root, "clmr.model")
    q = torch.randn(2, 3)
    assert _breaks(torch, m.Attention(m.Config("sdpa"), True), q, q)
    assert not _breaks(torch, m.Attention(m.Config("sdpa"), False), q, q)
    assert not _breaks(torch, m.Attention(m.Config("eager"), True), q, q)


DECORATED = {
    "cldr/__init__.py": "",
    "cldr/registry.py": """
        from typing import Callable, Dict

        _PROCESSORS: Dict[str, Callable] = {}


        def register(name: str):
            def deco(fn: Callable) -> Callable:
                _PROCESSORS[name] = fn
                return fn

            return deco


        def get_processor(name: str) -> Callable:
            return _PROCESSORS[name]
        """,
    "cldr/processors.py": """
        import torch

        from .registry import register


        @register("top")
        def top_logprobs(logprobs: torch.Tensor, k: int):
            vals, ids = torch.topk(logprobs, k, dim=-1)
            return vals.tolist()
        """,
    "cldr/step.py": """
        import torch

        from . import processors  # noqa: F401
        from .registry import get_processor


        @torch.compile(fullgraph=True)
        def step(logits):
            logprobs = torch.log_softmax(logits, dim=-1)
            return logprobs, get_processor("top")(logprobs, 2)
        """,
}


def test_a_decorator_registry_with_an_annotated_parameter(tmp_path):
    # ``def deco(fn: Callable): _PROCESSORS[name] = fn``: the registry holds what the decorator is
    # applied to, not just "a Callable"; ``torch.topk(x, k)``'s values are float like ``x``'s
    # (blind20 q036)
    root = make(tmp_path, DECORATED)
    res = scan([str(root / "cldr")], no_cache=True, jobs=1)
    assert sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in res.findings) == [
        ("CL202", "processors.py", 10)], res.findings


def test_dynamo_agrees_on_the_decorated_registry(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    root = make(tmp_path, DECORATED)
    m = _import_from(root, "cldr.step")
    assert _breaks(torch, m.step.__wrapped__, torch.randn(2, 5))
