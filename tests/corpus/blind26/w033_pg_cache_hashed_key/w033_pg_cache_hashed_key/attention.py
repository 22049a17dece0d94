import torch

from .config import PARALLEL_CONFIG
from .group_cache import PG_CACHE


def _tp_comm():
    return PG_CACHE.get(PARALLEL_CONFIG.tp_ranks())


def _merge_heads(attn: torch.Tensor) -> torch.Tensor:
    b, s, d = attn.shape
    return attn.reshape(b * s, d)


@torch.compile(fullgraph=True)
def parallel_attn_out(attn: torch.Tensor, o_proj: torch.Tensor) -> torch.Tensor:
    b, s, _ = attn.shape
    out = _merge_heads(attn) @ o_proj.t()
    out = _tp_comm().all_reduce(out)
    return out.view(b, s, -1)
