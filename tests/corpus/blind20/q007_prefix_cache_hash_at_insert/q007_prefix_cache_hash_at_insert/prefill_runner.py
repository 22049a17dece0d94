from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .prefix_cache import PrefixCache

HIDDEN, HEADS, BLOCK = 8, 2, 4
SYSTEM_PROMPT = [101, 7, 7, 42, 13, 9, 9, 2, 55, 5]


class PrefillRunner(nn.Module):
    def __init__(self):
        super().__init__()
        self.cache = PrefixCache(num_blocks=8, block_size=BLOCK, num_heads=HEADS, head_dim=HIDDEN // HEADS)
        # The shared system prompt is hashed and pinned once at start-up.
        self.register_buffer("system_blocks", torch.tensor(self.cache.insert(SYSTEM_PROMPT)))
        self.qkv = nn.Linear(HIDDEN, 3 * HIDDEN, bias=False)
        self.o_proj = nn.Linear(HIDDEN, HIDDEN, bias=False)

    def forward_prefill(self, new_hidden: torch.Tensor) -> torch.Tensor:
        # new_hidden: [T_new, HIDDEN], the suffix that was not in the prefix cache
        t = new_hidden.shape[0]
        q, k, v = self.qkv(new_hidden).view(t, 3, HEADS, HIDDEN // HEADS).unbind(1)
        k_pre, v_pre = self.cache.gather_prefix(self.system_blocks)
        k_all = torch.cat([k_pre, k], dim=0).transpose(0, 1)
        v_all = torch.cat([v_pre, v], dim=0).transpose(0, 1)
        p = k_pre.shape[0]
        mask = torch.ones(t, p + t, dtype=torch.bool).tril(diagonal=p)
        o = F.scaled_dot_product_attention(q.transpose(0, 1), k_all, v_all, attn_mask=mask)
        return self.o_proj(o.transpose(0, 1).reshape(t, HIDDEN))


_runner = PrefillRunner()
prefill = torch.compile(_runner.forward_prefill, fullgraph=True)
