"""Host fallback for the ``assign_req_to_token_pool`` Triton kernel."""
from __future__ import annotations

import torch


@torch.library.custom_op("blind42_s488::assign_req_to_token_pool", mutates_args=("req_to_token",))
def assign_req_to_token_pool(
    req_pool_indices: torch.Tensor,
    req_to_token: torch.Tensor,
    start_offset: torch.Tensor,
    end_offset: torch.Tensor,
    out_cache_loc: torch.Tensor,
) -> None:
    # per-request ragged copy: out_cache_loc is packed, req_to_token is padded
    pt = 0
    for req, start, end in zip(req_pool_indices.tolist(), start_offset.tolist(), end_offset.tolist()):
        n = end - start
        if n <= 0:
            continue
        req_to_token[req, start:end] = out_cache_loc[pt : pt + n]
        pt += n
    if pt != out_cache_loc.numel():
        raise RuntimeError(f"out_cache_loc has {out_cache_loc.numel()} slots, wrote {pt}")


@assign_req_to_token_pool.register_fake
def _(req_pool_indices, req_to_token, start_offset, end_offset, out_cache_loc) -> None:
    return None
