import math

import torch
from torch import nn


class CPUSdpaBackend(nn.Module):
    """Blocked causal attention for the CPU backend (no paged KV cache)."""

    def __init__(self, num_heads: int, head_dim: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scaling = 1.0 / math.sqrt(head_dim)

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        from .. import envs

        softcap = envs.SGL_CPU_ATTN_SOFTCAP
        scores = torch.einsum("hqd,hkd->hqk", q, k) * self.scaling
        if softcap > 0:
            scores = softcap * torch.tanh(scores / softcap)
        n = q.shape[1]
        mask = torch.ones(n, n, dtype=torch.bool).tril()
        scores = scores.masked_fill(~mask, float("-inf"))
        probs = torch.softmax(scores, dim=-1)
        # bound the size of the temporary [h, q, k] tile per step
        outs = [
            torch.einsum("hqk,hkd->hqd", probs[:, s : s + envs.SGL_CPU_ATTN_BLOCK], v)
            for s in range(0, n, envs.SGL_CPU_ATTN_BLOCK)
        ]
        return torch.cat(outs, dim=1)


class CPUAttentionLayer(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.attn = CPUSdpaBackend(num_heads, self.head_dim)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        t = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q, k, v = (y.view(t, self.num_heads, self.head_dim).transpose(0, 1) for y in (q, k, v))
        out = self.attn(q, k, v).transpose(0, 1).reshape(t, -1)
        return self.o_proj(out)


compiled_attn = torch.compile(CPUAttentionLayer(), fullgraph=True)
