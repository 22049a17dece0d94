import torch
import torch.nn as nn
import torch.nn.functional as F

from .configuration_calm import CalmConfig
from .early_exit import build_exit_policy


class RMSNorm(nn.Module):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x):
        var = x.pow(2).mean(-1, keepdim=True)
        return self.weight * x * torch.rsqrt(var + self.eps)


class RotaryEmbedding(nn.Module):
    def __init__(self, dim, theta):
        super().__init__()
        inv_freq = 1.0 / (theta ** (torch.arange(0, dim, 2).float() / dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def forward(self, position_ids):
        freqs = position_ids[..., None].float() * self.inv_freq
        emb = torch.cat([freqs, freqs], dim=-1)
        return emb.cos(), emb.sin()


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat([-x2, x1], dim=-1)


def apply_rotary(q, k, cos, sin):
    cos, sin = cos[:, None], sin[:, None]
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin


class DecoderLayer(nn.Module):
    def __init__(self, config: CalmConfig):
        super().__init__()
        self.num_heads = config.num_heads
        self.head_dim = config.hidden_size // config.num_heads
        self.input_norm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.post_norm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = nn.Sequential(nn.Linear(config.hidden_size, 4 * config.hidden_size), nn.SiLU(),
                                 nn.Linear(4 * config.hidden_size, config.hidden_size))

    def forward(self, h, cos, sin):
        b, s, _ = h.shape
        q, k, v = self.qkv(self.input_norm(h)).view(b, s, 3, self.num_heads, self.head_dim).unbind(2)
        q, k = apply_rotary(q.transpose(1, 2), k.transpose(1, 2), cos, sin)
        attn = F.scaled_dot_product_attention(q, k, v.transpose(1, 2), is_causal=True)
        h = h + self.o_proj(attn.transpose(1, 2).reshape(b, s, -1))
        return h + self.mlp(self.post_norm(h))


class CalmDecoder(nn.Module):
    def __init__(self, config: CalmConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList([DecoderLayer(config) for _ in range(config.num_layers)])
        self.rotary = RotaryEmbedding(config.hidden_size // config.num_heads, config.rope_theta)
        self.norm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.exit_policy = build_exit_policy(config, self.lm_head, self.norm)

    def forward(self, inputs_embeds: torch.Tensor):
        position_ids = torch.arange(inputs_embeds.shape[1]).unsqueeze(0)
        cos, sin = self.rotary(position_ids)
        h = inputs_embeds
        exit_layer = len(self.layers)
        for idx, layer in enumerate(self.layers):
            h = layer(h, cos, sin)
            if not self.training and self.exit_policy.should_exit(h, idx):
                exit_layer = idx + 1
                break
        return self.lm_head(self.norm(h)), exit_layer


@torch.compile(fullgraph=True)
def decode_step(model: CalmDecoder, inputs_embeds: torch.Tensor):
    return model(inputs_embeds)


def build_decoder(config: CalmConfig | None = None) -> CalmDecoder:
    return CalmDecoder(config or CalmConfig()).eval()
