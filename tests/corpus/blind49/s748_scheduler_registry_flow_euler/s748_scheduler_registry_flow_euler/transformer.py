import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class Timesteps(nn.Module):
    def __init__(self, num_channels: int, flip_sin_to_cos: bool = True, downscale_freq_shift: float = 0.0):
        super().__init__()
        self.num_channels = num_channels
        self.flip_sin_to_cos = flip_sin_to_cos
        self.downscale_freq_shift = downscale_freq_shift

    def forward(self, timesteps: torch.Tensor) -> torch.Tensor:
        half = self.num_channels // 2
        exponent = -math.log(10000) * torch.arange(half, dtype=torch.float32, device=timesteps.device)
        exponent = exponent / (half - self.downscale_freq_shift)
        emb = timesteps[:, None].float() * torch.exp(exponent)[None, :]
        emb = torch.cat([torch.sin(emb), torch.cos(emb)], dim=-1)
        if self.flip_sin_to_cos:
            emb = torch.cat([emb[:, half:], emb[:, :half]], dim=-1)
        return emb


class AdaLNZeroBlock(nn.Module):
    def __init__(self, dim: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.norm = nn.LayerNorm(dim, elementwise_affine=False, eps=1e-6)
        self.linear = nn.Linear(dim, 6 * dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(approximate="tanh"), nn.Linear(2 * dim, dim))

    def forward(self, x: torch.Tensor, temb: torch.Tensor) -> torch.Tensor:
        shift_msa, scale_msa, gate_msa, shift_mlp, scale_mlp, gate_mlp = (
            self.linear(F.silu(temb))[:, None].chunk(6, dim=-1)
        )
        b, s, d = x.shape
        h = self.norm(x) * (1 + scale_msa) + shift_msa
        q, k, v = self.qkv(h).view(b, s, 3, self.num_heads, -1).permute(2, 0, 3, 1, 4)
        attn = F.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(b, s, d)
        x = x + gate_msa * self.proj(attn)
        h = self.norm(x) * (1 + scale_mlp) + shift_mlp
        return x + gate_mlp * self.mlp(h)


class TinyMMDiT(nn.Module):
    def __init__(self, in_channels: int = 8, dim: int = 16, depth: int = 2, num_heads: int = 2):
        super().__init__()
        self.time_proj = Timesteps(dim)
        self.time_embed = nn.Sequential(nn.Linear(dim, dim), nn.SiLU(), nn.Linear(dim, dim))
        self.x_embed = nn.Linear(in_channels, dim)
        self.blocks = nn.ModuleList(AdaLNZeroBlock(dim, num_heads) for _ in range(depth))
        self.out = nn.Linear(dim, in_channels)

    def forward(self, x: torch.Tensor, timestep: torch.Tensor) -> torch.Tensor:
        temb = self.time_embed(self.time_proj(timestep))
        h = self.x_embed(x)
        for block in self.blocks:
            h = block(h, temb)
        return self.out(h)
