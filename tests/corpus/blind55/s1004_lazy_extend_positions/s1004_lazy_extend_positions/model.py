from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .forward_batch import ExtendBatch


@dataclass
class LlamaConfig:
    vocab_size: int = 64
    hidden_size: int = 8
    num_attention_heads: int = 2
    rope_theta: float = 10000.0
    max_position_embeddings: int = 64


class RotaryEmbedding(nn.Module):
    def __init__(self, head_dim: int, max_position: int, base: float):
        super().__init__()
        inv_freq = 1.0 / (base ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim))
        t = torch.arange(max_position, dtype=torch.float32)
        freqs = torch.outer(t, inv_freq)
        self.register_buffer("cos_sin_cache", torch.cat([freqs.cos(), freqs.sin()], dim=-1), persistent=False)

    def forward(self, positions: torch.Tensor, q: torch.Tensor, k: torch.Tensor):
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        cos, sin = cos[:, None, :], sin[:, None, :]

        def rotate(x):
            x1, x2 = x.chunk(2, dim=-1)
            return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)

        return rotate(q), rotate(k)


class LlamaAttention(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.rotary_emb = RotaryEmbedding(self.head_dim, config.max_position_embeddings, config.rope_theta)

    def forward(self, hidden_states: torch.Tensor, batch: ExtendBatch) -> torch.Tensor:
        n = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q = q.view(n, self.num_heads, self.head_dim)
        k = k.view(n, self.num_heads, self.head_dim)
        q, k = self.rotary_emb(batch.positions, q, k)
        scores = torch.einsum("qhd,khd->hqk", q, k) / self.head_dim**0.5
        probs = scores.softmax(dim=-1)
        out = torch.einsum("hqk,khd->qhd", probs, v.view(n, self.num_heads, self.head_dim))
        return self.o_proj(out.reshape(n, -1))


class LlamaForCausalLM(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.self_attn = LlamaAttention(config)
        self.norm = nn.RMSNorm(config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids, extend_prefix_lens, extend_seq_lens):
        batch = ExtendBatch(input_ids, extend_prefix_lens, extend_seq_lens)
        hidden = self.embed_tokens(input_ids)
        hidden = hidden + self.self_attn(hidden, batch)
        last_index = batch.extend_start_loc + batch.extend_seq_lens - 1
        return self.lm_head(self.norm(hidden[last_index]))


model = torch.compile(LlamaForCausalLM(LlamaConfig()), fullgraph=True)
