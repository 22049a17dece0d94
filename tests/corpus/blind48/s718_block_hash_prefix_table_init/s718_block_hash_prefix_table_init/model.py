import torch
from torch import nn

from .block_hash import hash_request_tokens
from .host_radix import HostRadixCache
from .prefix_table import DevicePrefixTable

BLOCK_SIZE = 4
SYSTEM_PROMPT = [1, 887, 526, 263, 8444, 20255, 29889, 13, 2, 2, 2, 2]


class PrefixAwarePrefill(nn.Module):
    def __init__(self, hidden: int = 8, num_blocks: int = 8):
        super().__init__()
        self.host_cache = HostRadixCache(BLOCK_SIZE)
        self.host_cache.insert(hash_request_tokens(BLOCK_SIZE, SYSTEM_PROMPT), [5, 2, 7])
        cached = self.host_cache.match_prefix(SYSTEM_PROMPT)
        self.prefix_table = DevicePrefixTable(cached, BLOCK_SIZE)
        self.register_buffer("kv_cache", torch.randn(num_blocks * BLOCK_SIZE, hidden), persistent=False)
        self.proj = nn.Linear(hidden, hidden)

    def forward(self, hidden_states: torch.Tensor, block_tables: torch.Tensor, seq_lens: torch.Tensor):
        cached_lens = self.prefix_table.match_prefix(block_tables)
        cached_lens = torch.minimum(cached_lens, seq_lens - 1)
        pos = torch.arange(block_tables.shape[1] * BLOCK_SIZE)
        slots = block_tables[:, pos // BLOCK_SIZE] * BLOCK_SIZE + pos % BLOCK_SIZE
        ctx_mask = pos.unsqueeze(0) < cached_lens.unsqueeze(1)
        ctx = (self.kv_cache[slots] * ctx_mask.unsqueeze(-1)).sum(1) / cached_lens.clamp(min=1).unsqueeze(-1)
        return self.proj(hidden_states + ctx)


compiled = torch.compile(PrefixAwarePrefill(), fullgraph=True)
