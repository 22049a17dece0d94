import torch

from .log_utils import warning_once

KV_CACHE = torch.zeros(16, 8)


def _write(x: torch.Tensor, slots: torch.Tensor) -> torch.Tensor:
    if x.dtype != torch.bfloat16:
        warning_once("KV cache is not bf16; falling back to slow path")
    return KV_CACHE.index_copy(0, slots, x)


@torch.compile(fullgraph=True)
def write_kv(x: torch.Tensor) -> torch.Tensor:
    slots = torch.arange(x.shape[0]) * 2
    return _write(x, slots)
