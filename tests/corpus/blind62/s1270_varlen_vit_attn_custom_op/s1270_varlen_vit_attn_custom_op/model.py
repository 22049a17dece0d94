from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class InternVisionConfig:
    num_channels: int = 3
    patch_size: int = 4
    image_size: int = 8
    hidden_size: int = 16
    num_attention_heads: int = 2
    intermediate_size: int = 32
    num_hidden_layers: int = 2
    qk_normalization: bool = True
    layer_norm_eps: float = 1e-6


class InternAttention(nn.Module):
    def __init__(self, config: InternVisionConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.qk_normalization = config.qk_normalization
        if self.qk_normalization:
            self.q_norm = nn.RMSNorm(config.hidden_size, eps=config.layer_norm_eps)
            self.k_norm = nn.RMSNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.proj = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, x: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        total = x.shape[0]
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        if self.qk_normalization:
            q, k = self.q_norm(q), self.k_norm(k)
        q, k, v = (t.view(total, self.num_heads, self.head_dim) for t in (q, k, v))
        out = torch.ops.corpus_s1270.vision_varlen_attention(q, k, v, cu_seqlens)
        return self.proj(out.reshape(total, -1))


class InternVisionEncoderLayer(nn.Module):
    def __init__(self, config: InternVisionConfig):
        super().__init__()
        self.attn = InternAttention(config)
        self.norm1 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.norm2 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.fc1 = nn.Linear(config.hidden_size, config.intermediate_size)
        self.fc2 = nn.Linear(config.intermediate_size, config.hidden_size)
        self.ls1 = nn.Parameter(0.1 * torch.ones(config.hidden_size))
        self.ls2 = nn.Parameter(0.1 * torch.ones(config.hidden_size))

    def forward(self, x: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.norm1(x), cu_seqlens) * self.ls1
        return x + self.fc2(F.gelu(self.fc1(self.norm2(x)))) * self.ls2


class InternVisionModel(nn.Module):
    def __init__(self, config: InternVisionConfig):
        super().__init__()
        self.config = config
        self.patch_embedding = nn.Conv2d(config.num_channels, config.hidden_size, config.patch_size, config.patch_size)
        num_patches = (config.image_size // config.patch_size) ** 2
        self.position_embedding = nn.Parameter(torch.randn(1, num_patches, config.hidden_size))
        self.layers = nn.ModuleList([InternVisionEncoderLayer(config) for _ in range(config.num_hidden_layers)])

    def forward(self, pixel_values: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        patches = self.patch_embedding(pixel_values).flatten(2).transpose(1, 2)
        hidden_states = (patches + self.position_embedding).reshape(-1, self.config.hidden_size)
        for layer in self.layers:
            hidden_states = layer(hidden_states, cu_seqlens)
        return hidden_states


_model = InternVisionModel(InternVisionConfig())


def _encode(pixel_values: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
    return _model(pixel_values, cu_seqlens)


encode_pixels = torch.compile(_encode, fullgraph=True)
