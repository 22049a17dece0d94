import torch
import torch.nn.functional as F

from .alibi import AlibiPositionBias

NUM_HEADS = 3
HEAD_DIM = 4

_alibi = AlibiPositionBias(NUM_HEADS)


@torch.compile(fullgraph=True, dynamic=False)
def bloom_prefill_attention(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor) -> torch.Tensor:
    # query/key/value: [batch, heads, seq, head_dim]
    q_len, kv_len = query.shape[-2], key.shape[-2]
    bias = _alibi(q_len, kv_len, query.device)
    return F.scaled_dot_product_attention(query, key, value, attn_mask=bias.unsqueeze(0))
