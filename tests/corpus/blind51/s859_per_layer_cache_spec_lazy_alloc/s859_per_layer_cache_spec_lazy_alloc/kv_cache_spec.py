from dataclasses import dataclass
from typing import Dict, Type

import torch


@dataclass(frozen=True)
class AttentionSpec:
    block_size: int
    num_kv_heads: int
    head_size: int
    dtype: torch.dtype

    @property
    def page_shape(self):
        return (self.block_size, self.num_kv_heads, self.head_size)


@dataclass(frozen=True)
class FullAttentionSpec(AttentionSpec):
    pass


@dataclass(frozen=True)
class SlidingWindowSpec(AttentionSpec):
    sliding_window: int = 0

    @property
    def num_blocks_needed(self) -> int:
        return (self.sliding_window + self.block_size - 1) // self.block_size + 1


SPEC_CLASSES: Dict[str, Type[AttentionSpec]] = {
    "full_attention": FullAttentionSpec,
    "sliding_attention": SlidingWindowSpec,
}


def make_spec(layer_type: str, block_size: int, num_kv_heads: int, head_size: int, sliding_window: int, dtype=torch.float32):
    cls = SPEC_CLASSES[layer_type]
    kwargs = dict(block_size=block_size, num_kv_heads=num_kv_heads, head_size=head_size, dtype=dtype)
    if cls is SlidingWindowSpec:
        kwargs["sliding_window"] = sliding_window
    return cls(**kwargs)
