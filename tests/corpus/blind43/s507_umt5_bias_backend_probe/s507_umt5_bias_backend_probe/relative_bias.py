"""UMT5 relative attention bias: every layer owns its own bucket embedding."""
import math

import torch
import torch.nn as nn

from .jit_env import jit_toolchain_available


def _relative_position_bucket(relative_position, bidirectional, num_buckets, max_distance):
    relative_buckets = 0
    if bidirectional:
        num_buckets //= 2
        relative_buckets += (relative_position > 0).to(torch.long) * num_buckets
        relative_position = torch.abs(relative_position)
    else:
        relative_position = -torch.min(relative_position, torch.zeros_like(relative_position))
    max_exact = num_buckets // 2
    is_small = relative_position < max_exact
    log_ratio = torch.log(relative_position.float() / max_exact) / math.log(max_distance / max_exact)
    log_ratio = log_ratio * (num_buckets - max_exact)
    relative_position_if_large = (max_exact + log_ratio).to(torch.long)
    relative_position_if_large = relative_position_if_large.clamp(max=num_buckets - 1)
    return relative_buckets + torch.where(is_small, relative_position, relative_position_if_large)


class UMT5RelativeBias(nn.Module):
    def __init__(self, num_heads=2, num_buckets=32, max_distance=128, bidirectional=True):
        super().__init__()
        self.num_heads = num_heads
        self.num_buckets = num_buckets
        self.max_distance = max_distance
        self.bidirectional = bidirectional
        self.relative_attention_bias = nn.Embedding(num_buckets, num_heads)

    @property
    def use_fused_kernel(self) -> bool:
        return jit_toolchain_available() and self.relative_attention_bias.weight.is_cuda

    def forward(self, query_length: int, key_length: int) -> torch.Tensor:
        if self.use_fused_kernel:
            raise NotImplementedError("fused UMT5 bias kernel is only built on CUDA hosts")
        device = self.relative_attention_bias.weight.device
        context_position = torch.arange(query_length, device=device)[:, None]
        memory_position = torch.arange(key_length, device=device)[None, :]
        buckets = _relative_position_bucket(
            memory_position - context_position, self.bidirectional, self.num_buckets, self.max_distance
        )
        return self.relative_attention_bias(buckets).permute(2, 0, 1).unsqueeze(0)
