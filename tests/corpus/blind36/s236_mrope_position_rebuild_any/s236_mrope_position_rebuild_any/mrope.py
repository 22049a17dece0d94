import torch
from torch import nn

from .positions import rebuild_position_ids


class MRotaryEmbedding(nn.Module):
    def __init__(self, head_dim=8, base=10000.0, mrope_section=(2, 1, 1)):
        super().__init__()
        assert sum(mrope_section) * 2 == head_dim
        self.mrope_section = list(mrope_section)
        inv = 1.0 / (base ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim))
        self.register_buffer("inv_freq", inv, persistent=False)

    def _merge_sections(self, t: torch.Tensor) -> torch.Tensor:
        # t: [3, b, s, dim]; take section i from axis i
        chunks = t.split(self.mrope_section * 2, dim=-1)
        return torch.cat([c[i % 3] for i, c in enumerate(chunks)], dim=-1)

    def forward(self, input_ids: torch.Tensor):
        position_ids = rebuild_position_ids(input_ids)
        freqs = position_ids[..., None].float() * self.inv_freq
        emb = torch.cat((freqs, freqs), dim=-1)
        return self._merge_sections(emb.cos()), self._merge_sections(emb.sin())


class VLEmbedding(nn.Module):
    def __init__(self, vocab=32, hidden=16, heads=2):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab, hidden)
        self.rotary = MRotaryEmbedding(hidden // heads)

    def forward(self, input_ids):
        hidden = self.embed_tokens(input_ids)
        cos, sin = self.rotary(input_ids)
        return hidden, cos, sin


embedder = VLEmbedding()
compiled_embed = torch.compile(embedder, fullgraph=True)
