import torch

from .rotary_embedding import get_rope

HEAD_SIZE = 4
NUM_HEADS = 2
NUM_KV_HEADS = 1

_rope = get_rope(HEAD_SIZE, rotary_dim=HEAD_SIZE, max_position=64, base=10000.0, is_neox_style=True)


def _rms_norm_heads(x: torch.Tensor, num_heads: int, eps: float = 1e-6) -> torch.Tensor:
    x = x.view(x.shape[0], num_heads, HEAD_SIZE)
    x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps)
    return x.view(x.shape[0], -1)


@torch.compile(fullgraph=True)
def fused_qk_norm_rope(qkv: torch.Tensor, positions: torch.Tensor):
    q_size = NUM_HEADS * HEAD_SIZE
    kv_size = NUM_KV_HEADS * HEAD_SIZE
    q, k, v = qkv.split([q_size, kv_size, kv_size], dim=-1)
    q = _rms_norm_heads(q, NUM_HEADS)
    k = _rms_norm_heads(k, NUM_KV_HEADS)
    q, k = _rope(positions, q, k)
    return q, k, v
