import torch
from torch import nn

from .forward_batch import DecodeForwardBatch
from .kv_cache import SlidingWindowKVCache


class SWAAttention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_id: int):
        super().__init__()
        self.layer_id = layer_id
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, batch: DecodeForwardBatch, kv_cache: SlidingWindowKVCache):
        bs = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).view(bs, 3, self.num_heads, self.head_dim).unbind(1)
        k_all, v_all = kv_cache.update(self.layer_id, k, v, batch)
        scores = torch.einsum("bhd,bshd->bhs", q, k_all) * self.head_dim ** -0.5
        scores = scores.masked_fill(~kv_cache.valid_mask(batch)[:, None, :], float("-inf"))
        out = torch.einsum("bhs,bshd->bhd", scores.softmax(-1), v_all)
        return self.o_proj(out.reshape(bs, -1))


class MistralForCausalLM(nn.Module):
    def __init__(self, vocab_size: int = 64, hidden_size: int = 16, num_heads: int = 2, num_layers: int = 2):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.layers = nn.ModuleList([SWAAttention(hidden_size, num_heads, i) for i in range(num_layers)])
        self.norm = nn.RMSNorm(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, batch: DecodeForwardBatch, kv_cache: SlidingWindowKVCache) -> torch.Tensor:
        hidden_states = self.embed_tokens(batch.input_ids)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, batch, kv_cache)
        return self.lm_head(self.norm(hidden_states))
