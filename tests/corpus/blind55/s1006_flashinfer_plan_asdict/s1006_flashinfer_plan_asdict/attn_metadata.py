from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Dict, Optional

import torch
import torch.nn.functional as F


@dataclass
class DecodePlan:
    kv_indptr: torch.Tensor
    kv_indices: torch.Tensor
    kv_last_page_len: torch.Tensor
    num_qo_heads: int
    num_kv_heads: int
    head_dim: int
    page_size: int = 1
    sm_scale: Optional[float] = None

    def as_plan_kwargs(self) -> Dict[str, Any]:
        return dataclasses.asdict(self)


def build_decode_plan(
    req_to_token: torch.Tensor,
    req_pool_indices: torch.Tensor,
    seq_lens: torch.Tensor,
    num_qo_heads: int,
    num_kv_heads: int,
    head_dim: int,
) -> tuple:
    max_ctx = req_to_token.shape[1]
    kv_indptr = F.pad(torch.cumsum(seq_lens, dim=0, dtype=torch.int32), (1, 0))
    valid = torch.arange(max_ctx, device=seq_lens.device)[None, :] < seq_lens[:, None]
    kv_indices = req_to_token[req_pool_indices]
    plan = DecodePlan(
        kv_indptr=kv_indptr,
        kv_indices=kv_indices,
        kv_last_page_len=torch.ones_like(seq_lens, dtype=torch.int32),
        num_qo_heads=num_qo_heads,
        num_kv_heads=num_kv_heads,
        head_dim=head_dim,
    )
    return plan, valid
