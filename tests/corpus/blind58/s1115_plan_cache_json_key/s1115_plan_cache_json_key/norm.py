from typing import Optional

import torch
import torch.nn as nn

from .plan_cache import KernelPlan, cached_plan


class FusedAddRMSNorm(nn.Module):
    max_rows_per_chunk = 2

    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.hidden_size = hidden_size
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(hidden_size))

    def plan_key_extra(self) -> dict:
        return {"hidden": self.hidden_size, "eps": self.eps}

    def _norm_rows(self, x: torch.Tensor, accumulate_fp32: bool) -> torch.Tensor:
        orig_dtype = x.dtype
        if accumulate_fp32:
            x = x.float()
        var = x.pow(2).mean(-1, keepdim=True)
        return (x * torch.rsqrt(var + self.eps)).to(orig_dtype) * self.weight

    @cached_plan("fused_add_rmsnorm")
    def forward(
        self,
        x: torch.Tensor,
        residual: Optional[torch.Tensor] = None,
        *,
        plan: KernelPlan,
    ):
        if residual is not None:
            x = x + residual
            residual = x
        chunks = [
            self._norm_rows(chunk, plan.accumulate_fp32)
            for chunk in x.split(plan.rows_per_chunk, dim=0)
        ]
        out = torch.cat(chunks, dim=0)
        return out if residual is None else (out, residual)
