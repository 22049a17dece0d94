from typing import Callable, Dict, List

import torch

_PROCESSORS: Dict[str, Callable] = {}


def register(name: str):
    def deco(fn):
        _PROCESSORS[name] = fn
        return fn

    return deco


@register("temperature")
def _temperature(logits: torch.Tensor, top_k: torch.Tensor, temp: float = 0.8) -> torch.Tensor:
    return logits / temp


@register("top_k")
def _top_k(logits: torch.Tensor, top_k: torch.Tensor) -> torch.Tensor:
    keep = torch.ops.corpus_p040.topk_keep_mask(logits, top_k)
    return logits.masked_fill(~keep, float("-inf"))


DEFAULT_CHAIN: List[str] = ["temperature", "top_k"]


@torch.compile(fullgraph=True)
def process_logits(logits: torch.Tensor, top_k: torch.Tensor) -> torch.Tensor:
    for name in DEFAULT_CHAIN:
        logits = _PROCESSORS[name](logits, top_k)
    return torch.log_softmax(logits, dim=-1)
