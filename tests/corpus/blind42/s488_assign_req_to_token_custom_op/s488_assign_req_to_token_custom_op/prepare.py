from __future__ import annotations

import torch

from .forward_batch import ExtendBatch


def prepare_extend(
    req_to_token: torch.Tensor,
    req_pool_indices: torch.Tensor,
    prefix_lens: torch.Tensor,
    extend_lens: torch.Tensor,
    out_cache_loc: torch.Tensor,
) -> torch.Tensor:
    batch = ExtendBatch(req_pool_indices, prefix_lens, extend_lens, out_cache_loc)
    batch.write_req_to_token(req_to_token)
    max_len = req_to_token.shape[1]
    valid = torch.arange(max_len)[None, :] < batch.seq_lens[:, None]
    return torch.where(valid, req_to_token[req_pool_indices], -1)


prepare_extend_compiled = torch.compile(prepare_extend, fullgraph=True)
