"""Reference split-KV attention over a contiguous KV cache."""
from __future__ import annotations

import os

import torch
from torch import nn

from .merge import merge_states
from .workspace import reserve_workspace, workspace_view

_MAX_TOKENS = 16


class SplitKVAttention(nn.Module):
    def __init__(self, num_heads: int = 2, head_dim: int = 4, max_splits: int = 4) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.max_splits = max_splits
        self.scale = head_dim ** -0.5
        per_split = _MAX_TOKENS * num_heads * (head_dim + 1) * 4
        reserve_workspace(torch.device("cpu"), max_splits * per_split)

    def _num_splits(self, kv_len: int) -> int:
        requested = int(os.environ.get("R017_NUM_KV_SPLITS", "2"))
        return max(1, min(requested, self.max_splits, kv_len))

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        T, H, D = q.shape
        S = self._num_splits(k.shape[0])
        out_buf = workspace_view(q.device, (S, T, H, D + 1), torch.float32)
        for i, (k_c, v_c) in enumerate(zip(k.chunk(S, dim=0), v.chunk(S, dim=0))):
            scores = torch.einsum("thd,khd->thk", q, k_c) * self.scale
            lse = torch.logsumexp(scores, dim=-1)
            out_buf[i, ..., :D].copy_(torch.einsum("thk,khd->thd", scores.softmax(-1), v_c))
            out_buf[i, ..., D].copy_(lse)
        return merge_states(out_buf[..., :D], out_buf[..., D])


attn = SplitKVAttention()
compiled_attn = torch.compile(attn, fullgraph=True)
