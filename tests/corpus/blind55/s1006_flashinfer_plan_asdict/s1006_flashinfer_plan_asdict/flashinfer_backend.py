from __future__ import annotations

import torch

from .attn_metadata import build_decode_plan
from .wrappers import TorchPagedDecodeWrapper

NUM_HEADS = 2
HEAD_DIM = 4
MAX_REQS = 4
MAX_CTX = 8


class FlashInferAttnBackend:
    def __init__(self, req_to_token: torch.Tensor, num_heads: int, head_dim: int):
        self.req_to_token = req_to_token
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.workspace_buffer = torch.empty(1024, dtype=torch.uint8)
        self.decode_wrapper = TorchPagedDecodeWrapper(self.workspace_buffer)
        self.valid_mask = None

    def init_forward_metadata_decode(self, req_pool_indices, seq_lens):
        plan, self.valid_mask = build_decode_plan(
            self.req_to_token, req_pool_indices, seq_lens,
            self.num_heads, self.num_heads, self.head_dim,
        )
        self.decode_wrapper.plan(**plan.as_plan_kwargs())

    def forward_decode(self, q, k_cache, v_cache):
        q = q.view(-1, self.num_heads, self.head_dim)
        return self.decode_wrapper.run(q, k_cache, v_cache, self.valid_mask)


_req_to_token = torch.arange(MAX_REQS * MAX_CTX, dtype=torch.int64).view(MAX_REQS, MAX_CTX)
_k_cache = torch.randn(MAX_REQS * MAX_CTX, NUM_HEADS, HEAD_DIM)
_v_cache = torch.randn(MAX_REQS * MAX_CTX, NUM_HEADS, HEAD_DIM)
backend = FlashInferAttnBackend(_req_to_token, NUM_HEADS, HEAD_DIM)


def _decode_attention(q, req_pool_indices, seq_lens):
    backend.init_forward_metadata_decode(req_pool_indices, seq_lens)
    out = backend.forward_decode(q, _k_cache, _v_cache)
    return out.reshape(q.shape[0], -1)


decode_attention = torch.compile(_decode_attention, fullgraph=True)
