import torch
import torch.nn as nn

from .forward_batch import ExtendBatch


class RotaryEmbedding(nn.Module):
    def __init__(self, head_dim: int, base: float = 10000.0):
        super().__init__()
        inv_freq = 1.0 / (base ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def forward(self, positions: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        freqs = positions[:, None].float() * self.inv_freq[None, :]
        cos, sin = freqs.cos(), freqs.sin()
        x1, x2 = x.chunk(2, dim=-1)
        return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)


class PackedPrefillModel(nn.Module):
    def __init__(self, vocab_size: int = 50, hidden_size: int = 16):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.rotary_emb = RotaryEmbedding(hidden_size)
        self.proj = nn.Linear(hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor, extend_prefix_lens: torch.Tensor,
                extend_seq_lens: torch.Tensor) -> torch.Tensor:
        batch = ExtendBatch(input_ids, extend_prefix_lens, extend_seq_lens).prepare_positions()
        h = self.embed_tokens(batch.input_ids)
        h = h + self.proj(self.rotary_emb(batch.positions, h))
        last_loc = batch.extend_start_loc + batch.extend_seq_lens - 1
        return self.lm_head(h[last_loc])


compiled_model = torch.compile(PackedPrefillModel(), fullgraph=True)
