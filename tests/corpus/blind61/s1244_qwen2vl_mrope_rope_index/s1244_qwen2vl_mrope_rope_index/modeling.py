import torch
from torch import nn

from .configuration import Qwen2VLConfig
from .mrope import get_rope_index


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


class Qwen2VLRotaryEmbedding(nn.Module):
    def __init__(self, config: Qwen2VLConfig):
        super().__init__()
        dim = config.hidden_size // config.num_attention_heads
        inv_freq = 1.0 / (config.rope_theta ** (torch.arange(0, dim, 2, dtype=torch.float) / dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.mrope_section = config.rope_scaling["mrope_section"]

    def forward(self, x: torch.Tensor, position_ids: torch.Tensor):
        inv_freq = self.inv_freq[None, None, :, None].float().expand(3, position_ids.shape[1], -1, 1)
        pos = position_ids[:, :, None, :].float()
        freqs = (inv_freq @ pos).transpose(2, 3)
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos(), emb.sin()
        section = self.mrope_section * 2
        cos = torch.cat([m[i % 3] for i, m in enumerate(cos.split(section, dim=-1))], dim=-1)
        sin = torch.cat([m[i % 3] for i, m in enumerate(sin.split(section, dim=-1))], dim=-1)
        return cos.to(x.dtype), sin.to(x.dtype)


class Qwen2VLTextModel(nn.Module):
    def __init__(self, config: Qwen2VLConfig):
        super().__init__()
        self.config = config
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // self.num_heads
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.q_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.k_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.rotary_emb = Qwen2VLRotaryEmbedding(config)
        self.rope_deltas = None

    def compute_position_ids(self, input_ids, image_grid_thw, cache_position, attention_mask):
        if (cache_position is not None and cache_position[0] == 0) or self.rope_deltas is None:
            position_ids, rope_deltas = get_rope_index(self.config, input_ids, image_grid_thw, attention_mask)
            self.rope_deltas = rope_deltas
            return position_ids
        batch_size, seq_length = input_ids.shape
        delta = cache_position[0] + self.rope_deltas
        position_ids = torch.arange(seq_length, device=input_ids.device).view(1, -1).expand(batch_size, -1)
        position_ids = position_ids + delta
        return position_ids.unsqueeze(0).expand(3, -1, -1)

    def forward(self, input_ids, image_grid_thw, cache_position=None, attention_mask=None):
        position_ids = self.compute_position_ids(input_ids, image_grid_thw, cache_position, attention_mask)
        hidden = self.embed_tokens(input_ids)
        cos, sin = self.rotary_emb(hidden, position_ids)
        bsz, seqlen, _ = hidden.shape
        q = self.q_proj(hidden).view(bsz, seqlen, self.num_heads, self.head_dim).transpose(1, 2)
        k = self.k_proj(hidden).view(bsz, seqlen, self.num_heads, self.head_dim).transpose(1, 2)
        q = q * cos.unsqueeze(1) + rotate_half(q) * sin.unsqueeze(1)
        k = k * cos.unsqueeze(1) + rotate_half(k) * sin.unsqueeze(1)
        return torch.softmax(q @ k.transpose(-1, -2) / self.head_dim**0.5, dim=-1)


text_model = Qwen2VLTextModel(Qwen2VLConfig())
compiled_text_model = torch.compile(text_model, fullgraph=True)
