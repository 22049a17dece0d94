import logging
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .rotary import apply_rotary_emb, build_3d_rope

logger = logging.getLogger(__name__)


class SinusoidalTimestepProjection(nn.Module):
    def __init__(self, dim: int, max_period: float = 10000.0):
        super().__init__()
        half = dim // 2
        freqs = torch.exp(-math.log(max_period) * torch.arange(half, dtype=torch.float32) / half)
        self.register_buffer("freqs", freqs, persistent=False)

    def forward(self, t: torch.Tensor) -> torch.Tensor:
        args = t.float()[:, None] * self.freqs[None]
        return torch.cat([torch.cos(args), torch.sin(args)], dim=-1)


class VideoDiTBlock(nn.Module):
    def __init__(self, dim: int = 12, num_heads: int = 2, latent_shape=(2, 2, 2)):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.time_proj = SinusoidalTimestepProjection(dim)
        self.time_embed = nn.Sequential(nn.Linear(dim, dim), nn.SiLU(), nn.Linear(dim, 6 * dim))
        self.norm1 = nn.LayerNorm(dim, elementwise_affine=False, eps=1e-6)
        self.norm2 = nn.LayerNorm(dim, elementwise_affine=False, eps=1e-6)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)
        self.ffn = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(approximate="tanh"), nn.Linear(4 * dim, dim))
        cos, sin = build_3d_rope(self.head_dim, *latent_shape)
        self.register_buffer("rope_cos", cos, persistent=False)
        self.register_buffer("rope_sin", sin, persistent=False)
        self._step_counter = 0

    def _log_modulation(self, gate_msa: torch.Tensor, gate_mlp: torch.Tensor) -> None:
        self._step_counter += 1
        if logger.isEnabledFor(logging.DEBUG):
            logger.debug(
                "step %d gate_msa=%.4f gate_mlp=%.4f",
                self._step_counter, gate_msa.abs().mean().item(), gate_mlp.abs().mean().item(),
            )

    def forward(self, x: torch.Tensor, timestep: torch.Tensor) -> torch.Tensor:
        b, s, d = x.shape
        temb = self.time_embed(self.time_proj(timestep))
        shift_msa, scale_msa, gate_msa, shift_mlp, scale_mlp, gate_mlp = temb[:, None].chunk(6, dim=-1)
        if not torch.compiler.is_compiling():
            self._log_modulation(gate_msa, gate_mlp)

        h = self.norm1(x) * (1 + scale_msa) + shift_msa
        q, k, v = self.qkv(h).view(b, s, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        q = apply_rotary_emb(q, self.rope_cos, self.rope_sin)
        k = apply_rotary_emb(k, self.rope_cos, self.rope_sin)
        attn = F.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(b, s, d)
        x = x + gate_msa * self.out(attn)
        h = self.norm2(x) * (1 + scale_mlp) + shift_mlp
        return x + gate_mlp * self.ffn(h)


_block = VideoDiTBlock().eval()


@torch.compile(fullgraph=True, dynamic=False)
def run_video_block(hidden_states: torch.Tensor, timestep: torch.Tensor) -> torch.Tensor:
    return _block(hidden_states, timestep)
