from __future__ import annotations

from typing import Dict

import torch
from torch import nn

from .layers.attention import PagedDecodeBackend


class LlamaLiteForCausalLM(nn.Module):
    def __init__(self, hidden_size: int = 8, num_pages: int = 16, page_size: int = 2):
        super().__init__()
        self.qkv = nn.Linear(hidden_size, hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.register_buffer("k_cache", torch.randn(num_pages, page_size, hidden_size))
        req_to_token = torch.arange(4 * 8).view(4, 8) % (num_pages * page_size)
        self.attn_backend = PagedDecodeBackend(req_to_token, page_size=page_size)

    def forward(self, hidden_states: torch.Tensor, forward_batch: Dict[str, torch.Tensor]) -> torch.Tensor:
        self.attn_backend.init_forward_metadata(forward_batch)
        q = self.qkv(hidden_states)
        attn_out = self.attn_backend.forward_decode(q, self.k_cache)
        return hidden_states + self.o_proj(attn_out)


compiled = torch.compile(LlamaLiteForCausalLM(), fullgraph=True)
