from __future__ import annotations

import torch

from .qkv_lora import QKVParallelLinearWithLoRA

qkv_proj = QKVParallelLinearWithLoRA(hidden_size=8, num_heads=2, head_dim=4, max_loras=3,
                                     rank=2, alpha=16.0)


def qkv_rope_prologue(hidden_states: torch.Tensor, token_lora_indices: torch.Tensor,
                      cos: torch.Tensor, sin: torch.Tensor):
    qkv = qkv_proj(hidden_states, token_lora_indices)
    q, k, v = qkv.split(qkv_proj.q_size, dim=-1)
    q = q.view(q.shape[0], qkv_proj.num_heads, -1)
    k = k.view(k.shape[0], qkv_proj.num_heads, -1)
    cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
    q1, q2 = q.chunk(2, dim=-1)
    k1, k2 = k.chunk(2, dim=-1)
    q = torch.cat([q1 * cos - q2 * sin, q2 * cos + q1 * sin], dim=-1)
    k = torch.cat([k1 * cos - k2 * sin, k2 * cos + k1 * sin], dim=-1)
    return q.flatten(1), k.flatten(1), v


step = torch.compile(qkv_rope_prologue, fullgraph=True)
