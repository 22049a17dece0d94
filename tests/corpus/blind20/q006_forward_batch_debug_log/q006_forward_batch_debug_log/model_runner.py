from __future__ import annotations

import torch
from torch import nn

from .attn_backend import TorchNativeAttnBackend
from .forward_batch import ForwardBatch

VOCAB, HIDDEN, HEADS = 32, 8, 2
MAX_REQS, MAX_LEN, POOL = 4, 6, 32


class ModelRunner(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HIDDEN)
        self.q_proj = nn.Linear(HIDDEN, HIDDEN, bias=False)
        self.lm_head = nn.Linear(HIDDEN, VOCAB, bias=False)
        req_to_token = torch.arange(MAX_REQS * MAX_LEN).view(MAX_REQS, MAX_LEN) % POOL
        self.register_buffer("k_cache", torch.randn(POOL, HEADS, HIDDEN // HEADS))
        self.register_buffer("v_cache", torch.randn(POOL, HEADS, HIDDEN // HEADS))
        self.attn_backend = TorchNativeAttnBackend(req_to_token, HEADS, HIDDEN // HEADS)

    def forward(self, input_ids, seq_lens, req_pool_indices):
        fb = ForwardBatch.for_decode(input_ids, seq_lens, req_pool_indices)
        if fb.forward_mode.is_decode():
            self.attn_backend.init_forward_metadata(fb)
        h = self.embed(fb.input_ids)
        q = self.q_proj(h).view(fb.batch_size, HEADS, HIDDEN // HEADS)
        o = self.attn_backend.forward_decode(q, self.k_cache, self.v_cache, fb)
        return self.lm_head(o.reshape(fb.batch_size, HIDDEN) + h)


runner = ModelRunner()
decode_forward = torch.compile(runner.forward, fullgraph=True)
