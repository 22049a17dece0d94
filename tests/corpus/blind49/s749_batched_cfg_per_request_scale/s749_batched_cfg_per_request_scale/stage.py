import math

import torch
import torch.nn as nn

from .batch_info import DenoiseBatchInfo
from .guidance import apply_guidance


def get_timestep_embedding(t: torch.Tensor, dim: int, scale: float = 1.0) -> torch.Tensor:
    half = dim // 2
    freqs = torch.exp(-math.log(10000.0) * torch.arange(half, device=t.device).float() / half)
    args = scale * t.float()[:, None] * freqs[None]
    return torch.cat([torch.cos(args), torch.sin(args)], dim=-1)


class AdaLNContinuous(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.linear = nn.Linear(dim, 2 * dim)
        self.norm = nn.LayerNorm(dim, elementwise_affine=False, eps=1e-6)

    def forward(self, x: torch.Tensor, emb: torch.Tensor) -> torch.Tensor:
        scale, shift = self.linear(torch.nn.functional.silu(emb)).unsqueeze(1).chunk(2, dim=-1)
        return self.norm(x) * (1 + scale) + shift


class TinyDiT(nn.Module):
    def __init__(self, channels: int = 8, dim: int = 16):
        super().__init__()
        self.dim = dim
        self.time_mlp = nn.Sequential(nn.Linear(dim, dim), nn.SiLU(), nn.Linear(dim, dim))
        self.proj_in = nn.Linear(channels, dim)
        self.norm_out = AdaLNContinuous(dim)
        self.ff = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(), nn.Linear(2 * dim, dim))
        self.proj_out = nn.Linear(dim, channels)

    def forward(self, x: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
        temb = self.time_mlp(get_timestep_embedding(t, self.dim))
        h = self.proj_in(x)
        h = h + self.ff(h)
        return self.proj_out(self.norm_out(h, temb))


class BatchedDenoiseStage(nn.Module):
    def __init__(self):
        super().__init__()
        self.transformer = TinyDiT()

    def forward(self, latents: torch.Tensor, timesteps: torch.Tensor,
                guidance_scale: torch.Tensor, sigma_delta: torch.Tensor) -> torch.Tensor:
        info = DenoiseBatchInfo.from_tensors(timesteps, guidance_scale)
        velocity = apply_guidance(self.transformer, latents, info)
        return latents + sigma_delta.view(-1, 1, 1) * velocity


denoise_stage = torch.compile(BatchedDenoiseStage().eval(), fullgraph=True)
