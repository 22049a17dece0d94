"""Attention backend registry with lazy discovery of third-party plugins.

Built-in backends register themselves with ``@register_backend``; extra
backends are contributed by installed distributions through an entry-point
group and are loaded the first time an unknown name is requested.
"""
import importlib.metadata
from typing import Callable, Dict

import torch
import torch.nn.functional as F

_BACKENDS: Dict[str, Callable] = {}
_DISCOVERED = set()


def register_backend(name: str):
    def deco(fn):
        _BACKENDS[name] = fn
        return fn

    return deco


def _load_entry_points(group: str) -> None:
    if group in _DISCOVERED:
        return
    for ep in importlib.metadata.entry_points(group=group):
        if ep.name not in _BACKENDS:
            _BACKENDS[ep.name] = ep.load()
    _DISCOVERED.add(group)


def get_attention_backend(name: str, group: str) -> Callable:
    # plugins may shadow nothing, but we always make sure third-party
    # backends are visible before resolving a name
    _load_entry_points(group)
    try:
        return _BACKENDS[name]
    except KeyError:
        raise ValueError(f"unknown attention backend {name!r}; have {sorted(_BACKENDS)}")


@register_backend("sdpa")
def sdpa_attention(q, k, v):
    return F.scaled_dot_product_attention(q, k, v, is_causal=True)


@register_backend("naive")
def naive_attention(q, k, v):
    scale = q.shape[-1] ** -0.5
    scores = (q @ k.transpose(-1, -2)) * scale
    t = q.shape[-2]
    mask = torch.ones(t, t, dtype=torch.bool, device=q.device).tril()
    scores = scores.masked_fill(~mask, float("-inf"))
    return scores.softmax(-1) @ v
