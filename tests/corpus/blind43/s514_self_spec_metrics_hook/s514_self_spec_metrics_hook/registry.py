from typing import Callable, Dict

import torch
import torch.nn as nn
import torch.nn.functional as F

from .metrics import SpecMetrics, accumulate_host_metric

_DECODERS: Dict[str, Callable[[], nn.Module]] = {}
_INSTANCES: Dict[str, nn.Module] = {}


def register_decoder(name: str):
    def deco(factory):
        _DECODERS[name] = factory
        return factory
    return deco


def get_decoder(name: str) -> nn.Module:
    if name not in _INSTANCES:
        _INSTANCES[name] = _DECODERS[name]()
    return _INSTANCES[name]


class SwiGLULayer(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.norm = nn.RMSNorm(hidden, eps=1e-6)
        self.w13 = nn.Linear(hidden, 2 * inter, bias=False)
        self.w2 = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        a, b = self.w13(self.norm(x)).chunk(2, dim=-1)
        return x + self.w2(F.silu(a) * b)


class LayerDraftDecoder(nn.Module):
    """The first `draft_depth` layers plus the shared LM head form the draft model."""

    def __init__(self, hidden=8, inter=16, vocab=16, num_layers=6, draft_depth=2):
        super().__init__()
        self.layers = nn.ModuleList(SwiGLULayer(hidden, inter) for _ in range(num_layers))
        self.norm = nn.RMSNorm(hidden, eps=1e-6)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)
        self.draft_depth = draft_depth
        self.metrics = SpecMetrics()

    def head(self, hidden: torch.Tensor) -> torch.Tensor:
        return self.lm_head(self.norm(hidden))

    def draft(self, hidden: torch.Tensor):
        for layer in self.layers[: self.draft_depth]:
            hidden = layer(hidden)
        return hidden, self.head(hidden)

    def verify(self, hidden: torch.Tensor) -> torch.Tensor:
        for layer in self.layers[self.draft_depth:]:
            hidden = layer(hidden)
        return self.head(hidden)


@register_decoder("layerskip-tiny")
def _build_layerskip_tiny() -> nn.Module:
    dec = LayerDraftDecoder()
    dec.metrics.add_callback(accumulate_host_metric)
    return dec
