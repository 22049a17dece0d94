import os

import torch

SHARD_DIR = "/tmp/corpus_expert_shards"


def _num_cached_shards() -> int:
    return len([f for f in os.listdir(SHARD_DIR) if f.endswith(".pt")])


def silu_and_mul(x: torch.Tensor) -> torch.Tensor:
    a, b = x.chunk(2, dim=-1)
    return torch.nn.functional.silu(a) * b


def gelu_and_mul_offloaded(x: torch.Tensor) -> torch.Tensor:
    _num_cached_shards()
    a, b = x.chunk(2, dim=-1)
    return torch.nn.functional.gelu(a) * b


ACT_OPS = {
    "silu": silu_and_mul,
    "gelu": gelu_and_mul_offloaded,
}
