import torch
import torch.nn as nn
import torch.nn.functional as F

from .base import ConvState, SSMMixerBase


class HymbaStyleMixer(SSMMixerBase):
    def __init__(self, d_model: int = 8, d_conv: int = 4):
        super().__init__()
        self.in_proj = nn.Linear(d_model, 2 * d_model)
        self.conv_weight = nn.Parameter(torch.randn(d_model, d_conv) * 0.1)
        self.decay = nn.Parameter(torch.full((d_model,), -1.0))
        self.out_proj = nn.Linear(d_model, d_model)

    def forward(self, x, cache_params=None, inference_params=None):
        cache = self._resolve_cache(cache_params, inference_params=inference_params)
        u, gate = self.in_proj(x).chunk(2, dim=-1)
        if cache is not None:
            u = self.causal_conv_step(u, cache, self.conv_weight)
        u = F.silu(u) * torch.sigmoid(self.decay)
        return self.out_proj(u * F.silu(gate))


def build_compiled_mixer():
    return torch.compile(HymbaStyleMixer(), fullgraph=True)


compiled_mixer = build_compiled_mixer()
