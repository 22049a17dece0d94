import torch

from .backend import get_attn_backend

NUM_HEADS, NUM_KV_HEADS, HEAD_SIZE = 4, 2, 4
BLOCK_SIZE, NUM_BLOCKS = 4, 8

impl = get_attn_backend("torch")(NUM_HEADS, NUM_KV_HEADS, HEAD_SIZE)


@torch.compile(fullgraph=True)
def paged_decode_step(
    query: torch.Tensor, kv_cache: torch.Tensor, block_tables: torch.Tensor, context_lens: torch.Tensor
) -> torch.Tensor:
    q = query.view(-1, NUM_HEADS, HEAD_SIZE)
    out = impl.decode(q, kv_cache, block_tables, context_lens)
    return out.reshape(query.shape[0], NUM_HEADS * HEAD_SIZE)
