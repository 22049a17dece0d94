from __future__ import annotations

import torch

from .forward_batch_info import ForwardBatch
from .triton_backend import TritonAttnBackend

MAX_NUM_REQS = 4
MAX_CONTEXT_LEN = 16

req_to_token = torch.arange(MAX_NUM_REQS * MAX_CONTEXT_LEN, dtype=torch.int64).view(
    MAX_NUM_REQS, MAX_CONTEXT_LEN
)
attn_backend = TritonAttnBackend(req_to_token)


@torch.compile(fullgraph=True)
def prepare_decode_step(input_ids, req_pool_indices, seq_lens, out_cache_loc):
    forward_batch = ForwardBatch(
        batch_size=input_ids.shape[0],
        input_ids=input_ids,
        req_pool_indices=req_pool_indices,
        seq_lens=seq_lens,
        out_cache_loc=out_cache_loc,
    )
    metadata = attn_backend.init_forward_metadata(forward_batch)
    positions = (seq_lens - 1).clamp(min=0)
    return metadata.kv_indptr, metadata.kv_indices, metadata.num_kv_splits, positions
