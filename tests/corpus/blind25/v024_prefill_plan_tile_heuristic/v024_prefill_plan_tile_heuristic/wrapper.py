"""plan() computes the schedule from the index pointers; run() consumes it."""
from __future__ import annotations

import dataclasses
import math

import torch

from .scheduler import device_arch, num_kv_splits, pick_cta_tile_q


@dataclasses.dataclass
class PlanInfo:
    cta_tile_q: int
    num_splits: int
    causal: bool


class BatchPrefillRaggedWrapper:
    def __init__(self, num_qo_heads: int, head_dim: int, causal: bool = True):
        self.num_qo_heads = num_qo_heads
        self.head_dim = head_dim
        self.causal = causal
        self._plan_info = None
        self._qo_indptr = None

    def plan(self, qo_indptr: torch.Tensor) -> PlanInfo:
        qo_lens = qo_indptr[1:] - qo_indptr[:-1]
        max_qo_len = int(qo_lens.max())
        arch = device_arch(qo_indptr.device)
        info = PlanInfo(
            cta_tile_q=pick_cta_tile_q(max_qo_len, self.head_dim, arch),
            num_splits=num_kv_splits(qo_lens.shape[0], self.num_qo_heads),
            causal=self.causal,
        )
        self._plan_info = info
        self._qo_indptr = qo_indptr
        return info

    def run(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        info = self._plan_info
        assert info is not None, "plan() must be called before run()"
        tokens = q.shape[0]
        pos = torch.arange(tokens, device=q.device)
        seg = torch.bucketize(pos, self._qo_indptr[1:], right=True)
        mask = seg[:, None] == seg[None, :]
        if info.causal:
            mask = mask & (pos[:, None] >= pos[None, :])
        scale = 1.0 / math.sqrt(self.head_dim)
        outs = []
        for start in range(0, tokens, info.cta_tile_q):
            qt = q[start : start + info.cta_tile_q]
            s = torch.einsum("thd,khd->htk", qt, k) * scale
            s = s.masked_fill(~mask[start : start + info.cta_tile_q][None], float("-inf"))
            outs.append(torch.einsum("htk,khd->thd", torch.softmax(s, dim=-1), v))
        return torch.cat(outs, dim=0)
