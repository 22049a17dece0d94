from dataclasses import dataclass, field

import torch
import torch.nn.functional as F
from torch import nn

from . import rope_utils


@dataclass
class QwenishConfig:
    vocab_size: int = 90
    hidden_size: int = 64
    num_heads: int = 4
    num_layers: int = 2
    rope_theta: float = 1_000_000.0
    rope_scaling: dict = field(
        default_factory=lambda: {"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32}
    )


class YarnRotaryEmbedding(nn.Module):
    def __init__(self, config: QwenishConfig):
        super().__init__()
        head_dim = config.hidden_size // config.num_heads
        inv_freq, self.attention_scaling = rope_utils.rope_init(config.rope_scaling, head_dim, config.rope_theta)
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    @torch.no_grad()
    def forward(self, x, position_ids):
        inv = self.inv_freq[None, :, None].expand(position_ids.shape[0], -1, 1)
        pos = position_ids[:, None, :].float()
        with torch.autocast(device_type=x.device.type, enabled=False):
            freqs = (inv.float() @ pos).transpose(1, 2)
            emb = torch.cat((freqs, freqs), dim=-1)
            cos = emb.cos() * self.attention_scaling
            sin = emb.sin() * self.attention_scaling
        if rope_utils._ROPE_DEBUG:
            rope_utils.debug_dump("cos", cos)
        return cos.to(x.dtype), sin.to(x.dtype)


def _rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class Layer(nn.Module):
    def __init__(self, config: QwenishConfig):
        super().__init__()
        self.h = config.num_heads
        self.norm1 = nn.RMSNorm(config.hidden_size)
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.o = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.norm2 = nn.RMSNorm(config.hidden_size)
        self.up = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.down = nn.Linear(3 * config.hidden_size, config.hidden_size, bias=False)

    def forward(self, x, cos, sin):
        b, t, d = x.shape
        q, k, v = self.qkv(self.norm1(x)).view(b, t, 3, self.h, d // self.h).permute(2, 0, 3, 1, 4)
        cos, sin = cos[:, None], sin[:, None]
        q = q * cos + _rotate_half(q) * sin
        k = k * cos + _rotate_half(k) * sin
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.o(a.transpose(1, 2).reshape(b, t, d))
        return x + self.down(F.silu(self.up(self.norm2(x))))


class QwenishModel(nn.Module):
    def __init__(self, config: QwenishConfig):
        super().__init__()
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        self.rotary = YarnRotaryEmbedding(config)
        self.layers = nn.ModuleList(Layer(config) for _ in range(config.num_layers))
        self.norm = nn.RMSNorm(config.hidden_size)


def _prefill(model: QwenishModel, input_ids: torch.Tensor, position_ids: torch.Tensor) -> torch.Tensor:
    h = model.embed(input_ids)
    cos, sin = model.rotary(h, position_ids)
    for layer in model.layers:
        h = layer(h, cos, sin)
    return model.norm(h)


prefill = torch.compile(_prefill, fullgraph=True)
