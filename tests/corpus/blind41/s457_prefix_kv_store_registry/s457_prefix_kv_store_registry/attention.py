import torch
import torch.nn.functional as F

from .prefix_store import PREFIX_PROVIDERS

PREFIX_BACKEND = "shared"
NUM_HEADS, PREFIX_LEN, HEAD_DIM = 2, 3, 4

prefix_provider = PREFIX_PROVIDERS[PREFIX_BACKEND](NUM_HEADS, PREFIX_LEN, HEAD_DIM)


@torch.compile(fullgraph=True)
def attend_with_prefix(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    prefix_k, prefix_v = prefix_provider.fetch("system")
    k = torch.cat([prefix_k, k], dim=-2)
    v = torch.cat([prefix_v, v], dim=-2)
    return F.scaled_dot_product_attention(q, k, v)
