import torch

from .linear import QKVParallelLinear

qkv_proj = QKVParallelLinear(hidden_size=16, head_dim=4, num_heads=2, num_kv_heads=1)


def qkv_rope_step(hidden_states: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor):
    q, k, v = qkv_proj(hidden_states)
    q = q.view(q.shape[0], -1, 4)
    k = k.view(k.shape[0], -1, 4)
    q1, q2 = q.chunk(2, dim=-1)
    k1, k2 = k.chunk(2, dim=-1)
    q = torch.cat([q1 * cos - q2 * sin, q2 * cos + q1 * sin], dim=-1)
    k = torch.cat([k1 * cos - k2 * sin, k2 * cos + k1 * sin], dim=-1)
    return q, k, v


step = torch.compile(qkv_rope_step, fullgraph=True)
