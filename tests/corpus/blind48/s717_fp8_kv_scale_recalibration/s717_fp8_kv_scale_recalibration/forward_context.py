from dataclasses import dataclass, field
from typing import Dict

import torch

from .kv_cache import Fp8PagedKVCache


@dataclass
class ForwardContext:
    no_compile_layers: Dict[str, Fp8PagedKVCache] = field(default_factory=dict)
    virtual_engine: int = 0


_forward_context = ForwardContext(
    no_compile_layers={
        f"model.layers.{i}.self_attn.attn": Fp8PagedKVCache(num_blocks=4, block_size=4, num_kv_heads=2, head_size=4)
        for i in range(2)
    }
)


def get_forward_context() -> ForwardContext:
    return _forward_context


@torch.compile(fullgraph=True, dynamic=False)
def unified_kv_cache_update(key: torch.Tensor, value: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
    ctx = get_forward_context()
    layer_name = "model.layers.0.self_attn.attn"
    kv_cache = ctx.no_compile_layers[layer_name]
    kv_cache.store(key, value, slot_mapping)
    return kv_cache.key_cache[slot_mapping]
