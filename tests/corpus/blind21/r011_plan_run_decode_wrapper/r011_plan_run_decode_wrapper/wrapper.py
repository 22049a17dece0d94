"""Two-phase decode wrapper: ``plan()`` once per batch layout, ``run()`` per layer."""
from __future__ import annotations

from typing import Optional

import torch

from .scheduler import SplitKVPlan, compute_split_kv_plan


class BatchDecodeWithPagedKVCacheWrapper:
    def __init__(
        self,
        workspace: torch.Tensor,
        num_qo_heads: int,
        num_kv_heads: int,
        head_dim: int,
        page_size: int = 4,
        max_grid_size: int = 132,
    ) -> None:
        self._workspace = workspace
        self.num_qo_heads = num_qo_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim
        self.page_size = page_size
        self.max_grid_size = max_grid_size
        self._plan: Optional[SplitKVPlan] = None
        self._kv_indptr: Optional[torch.Tensor] = None
        self._sm_scale = head_dim ** -0.5

    # ------------------------------------------------------------------ plan
    def plan(self, kv_indptr: torch.Tensor) -> None:
        self._plan = compute_split_kv_plan(
            kv_indptr, self.page_size, min_chunk_pages=2, max_grid_size=self.max_grid_size
        )
        self._kv_indptr = kv_indptr

    def _ensure_planned(self, kv_indptr: torch.Tensor) -> SplitKVPlan:
        # Callers may skip plan() for a one-off batch; plan on demand then.
        if self._plan is None or self._kv_indptr is not kv_indptr:
            self.plan(kv_indptr)
        return self._plan

    # ------------------------------------------------------------------- run
    def run(self, q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor,
            kv_indptr: torch.Tensor) -> torch.Tensor:
        plan = self._ensure_planned(kv_indptr)
        # Reference path: dense attention over the flattened pages, then a
        # (no-op when not split) merge of partial states.
        scores = torch.einsum("bhd,nhd->bhn", q, k_cache) * self._sm_scale
        probs = scores.softmax(dim=-1)
        out = torch.einsum("bhn,nhd->bhd", probs, v_cache)
        if plan.split_kv:
            out = out / plan.num_splits * plan.num_splits
        return out
