import os

import torch
import torch.nn as nn
import torch.nn.functional as F

from .rates import FrameRateConfig, samples_for_frames

_DEBUG = os.environ.get("V139_CODEC_DEBUG", "0") == "1"

UPSAMPLERS = {}


def register_upsampler(name):
    def deco(cls):
        UPSAMPLERS[name] = cls
        return cls
    return deco


@register_upsampler("nearest_conv")
class NearestConvUpsampler(nn.Module):
    def __init__(self, channels: int, factor: int):
        super().__init__()
        self.factor = factor
        self.conv = nn.Conv1d(channels, channels, 3, padding=1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.conv(F.interpolate(x, scale_factor=self.factor, mode="nearest"))


@register_upsampler("transposed")
class TransposedUpsampler(nn.Module):
    def __init__(self, channels: int, factor: int):
        super().__init__()
        self.conv = nn.ConvTranspose1d(channels, channels, factor, stride=factor)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.conv(x)


class ResamplingDecoder(nn.Module):
    def __init__(self, cfg: FrameRateConfig = FrameRateConfig(), dim: int = 8,
                 factors=(4, 2), kind: str = "nearest_conv"):
        super().__init__()
        self.cfg = cfg
        self.inp = nn.Conv1d(dim, dim, 3, padding=1)
        self.ups = nn.ModuleList(UPSAMPLERS[kind](dim, f) for f in factors)
        self.out = nn.Conv1d(dim, 1, 1)

    def forward(self, latents: torch.Tensor) -> torch.Tensor:
        frames = latents.shape[-1]
        n_out = samples_for_frames(self.cfg, frames)
        x = self.inp(latents)
        for up in self.ups:
            x = up(F.gelu(x))
            if _DEBUG:
                print(f"[codec] after upsample: {tuple(x.shape)} mean={x.mean().item():.4f}")
        wav = self.out(x)
        wav = F.interpolate(wav, size=n_out, mode="linear", align_corners=False)
        return wav.squeeze(1)


compiled_decoder = torch.compile(ResamplingDecoder().eval(), fullgraph=True)
