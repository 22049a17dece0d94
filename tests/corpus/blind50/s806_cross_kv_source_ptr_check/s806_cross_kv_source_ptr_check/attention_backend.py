from typing import Callable, Dict, Type

import torch
import torch.nn.functional as F

from .cross_kv_pool import CrossKVPool

_BACKENDS: Dict[str, Type["CrossAttentionBackend"]] = {}


def register_backend(name: str) -> Callable:
    def wrap(cls):
        _BACKENDS[name] = cls
        return cls

    return wrap


class CrossAttentionBackend:
    def __init__(self, kv_pool: CrossKVPool):
        self.kv_pool = kv_pool

    def forward_cross(self, q, encoder_out, layer_id, kv_fn):
        raise NotImplementedError


@register_backend("torch_native")
class TorchNativeCrossBackend(CrossAttentionBackend):
    def forward_cross(self, q, encoder_out, layer_id, kv_fn):
        if self.kv_pool.is_valid_for(layer_id, encoder_out):
            k, v = self.kv_pool.load(layer_id)
        else:
            k, v = kv_fn(encoder_out)
            self.kv_pool.save(layer_id, encoder_out, k, v)
        return F.scaled_dot_product_attention(q, k, v)


@register_backend("triton")
class TritonCrossBackend(TorchNativeCrossBackend):
    pass


def create_cross_attention_backend(name: str, kv_pool: CrossKVPool) -> CrossAttentionBackend:
    return _BACKENDS[name](kv_pool)
