import torch
import torch.nn as nn

from .config import VLTextConfig
from .rope_index import MRopeIndexer


class MultimodalRotary(nn.Module):
    def __init__(self, config: VLTextConfig):
        super().__init__()
        half = config.head_dim // 2
        inv_freq = 1.0 / (config.rope_theta ** (torch.arange(half, dtype=torch.float32) / half))
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.section = list(config.mrope_section)

    def forward(self, position_ids: torch.Tensor):
        # position_ids: [3, seq] -> freqs [3, seq, half]
        freqs = position_ids[..., None].float() * self.inv_freq
        chunks = freqs.split(self.section, dim=-1)
        freqs = torch.cat([c[i % 3] for i, c in enumerate(chunks)], dim=-1)
        return freqs.cos(), freqs.sin()


def apply_rotary(x, cos, sin):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)


class TinyVLTextModel(nn.Module):
    def __init__(self, config: VLTextConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.qk = nn.Linear(config.hidden_size, 2 * config.hidden_size, bias=False)
        self.rotary = MultimodalRotary(config)
        self.indexer = MRopeIndexer(config)

    def forward(self, input_ids: torch.Tensor, image_grid_thw: torch.Tensor):
        position_ids = self.indexer.get_rope_index(input_ids, image_grid_thw)
        cos, sin = self.rotary(position_ids)
        h = self.embed_tokens(input_ids)
        q, k = self.qk(h).chunk(2, dim=-1)
        nh, hd = self.config.num_heads, self.config.head_dim
        q = apply_rotary(q.view(-1, nh, hd), cos[:, None], sin[:, None])
        k = apply_rotary(k.view(-1, nh, hd), cos[:, None], sin[:, None])
        scores = torch.einsum("qhd,khd->hqk", q, k) / hd**0.5
        return scores.softmax(-1)


compiled_text_model = torch.compile(TinyVLTextModel(VLTextConfig()), fullgraph=True)
