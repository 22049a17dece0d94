from dataclasses import dataclass

import torch

from . import dsp_ops


@dataclass
class PostConfig:
    deemph: float = 0.86
    dc_r: float = 0.995
    peak_db: float = -1.0


class PostProcessor:
    def __init__(self, cfg: PostConfig):
        self.cfg = cfg
        self.peak = 10.0 ** (cfg.peak_db / 20.0)

    def __call__(self, wav: torch.Tensor) -> torch.Tensor:
        if self.cfg.deemph > 0:
            wav = dsp_ops.deemphasis(wav, self.cfg.deemph)
        if self.cfg.dc_r > 0:
            wav = dsp_ops.dc_block(wav, self.cfg.dc_r)
        return self.normalize(wav)

    def normalize(self, wav):
        peak = wav.abs().amax(dim=-1, keepdim=True).clamp(min=1e-4)
        return wav * (self.peak / peak)
