import torch
import torch.nn.functional as F

from .utils import num_blocks, round_up

BLOCK_SIZE = 4


@torch.compile(fullgraph=True)
def gather_padded(query: torch.Tensor, kv_pool: torch.Tensor) -> torch.Tensor:
    n = query.shape[0]
    padded = round_up(n, BLOCK_SIZE)
    q = F.pad(query, (0, 0, 0, padded - n))
    blocks = num_blocks(padded, BLOCK_SIZE)
    kv = kv_pool[: blocks * BLOCK_SIZE]
    scores = torch.softmax(q @ kv.t() / kv.shape[-1] ** 0.5, dim=-1)
    return (scores @ kv)[:n]
