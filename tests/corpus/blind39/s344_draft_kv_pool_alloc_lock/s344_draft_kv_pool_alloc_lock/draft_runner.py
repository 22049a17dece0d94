import torch
import torch.nn as nn

from .memory_pool import DraftKVCache, TokenToKVPoolAllocator


class TinyDraftLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states, kv_cache: DraftKVCache, out_cache_loc, seq_lens_slots):
        n = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        kv_cache.set_kv_buffer(out_cache_loc, k, v)
        keys = kv_cache.k_buffer[seq_lens_slots]      # [n, ctx, heads, dim]
        values = kv_cache.v_buffer[seq_lens_slots]
        scores = torch.einsum("nhd,nchd->nhc", q, keys) / self.head_dim**0.5
        attn = torch.einsum("nhc,nchd->nhd", scores.softmax(-1), values)
        return hidden_states + self.o_proj(attn.reshape(n, -1))


class DraftModelRunner:
    """Runs the draft model for ``num_steps`` chained decode steps."""

    def __init__(self, hidden_size=8, num_heads=2, vocab_size=16, num_steps=2, pool_size=64):
        self.num_steps = num_steps
        self.embed = nn.Embedding(vocab_size, hidden_size)
        self.layer = TinyDraftLayer(hidden_size, num_heads)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.allocator = TokenToKVPoolAllocator(pool_size)
        self.kv_cache = DraftKVCache(pool_size, num_heads, hidden_size // num_heads)

    def forward_draft_decode(self, hidden_states: torch.Tensor, req_to_token: torch.Tensor):
        bs = hidden_states.shape[0]
        out_cache_loc = self.allocator.alloc(bs * self.num_steps).view(self.num_steps, bs)
        draft_tokens = []
        ctx = req_to_token
        for step in range(self.num_steps):
            ctx = torch.cat([ctx, out_cache_loc[step].unsqueeze(1)], dim=1)
            hidden_states = self.layer(hidden_states, self.kv_cache, out_cache_loc[step], ctx)
            next_ids = self.lm_head(hidden_states).argmax(dim=-1)
            draft_tokens.append(next_ids)
            hidden_states = hidden_states + self.embed(next_ids)
        return torch.stack(draft_tokens, dim=1), out_cache_loc


runner = DraftModelRunner()
draft_decode = torch.compile(runner.forward_draft_decode, fullgraph=True)
