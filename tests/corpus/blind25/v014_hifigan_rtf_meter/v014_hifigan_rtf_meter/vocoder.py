from dataclasses import dataclass, field

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import metrics
from .blocks import LRELU_SLOPE, MRF


@dataclass
class VocoderConfig:
    n_mels: int = 8
    channels: int = 16
    upsample_rates: tuple = (4, 2)
    sample_rate: int = 16000
    resblock_kernels: tuple = field(default=(3, 5))


class HiFiGANGenerator(nn.Module):
    def __init__(self, cfg: VocoderConfig):
        super().__init__()
        self.cfg = cfg
        self.conv_pre = nn.Conv1d(cfg.n_mels, cfg.channels, 7, padding=3)
        self.ups = nn.ModuleList()
        self.mrfs = nn.ModuleList()
        ch = cfg.channels
        for r in cfg.upsample_rates:
            self.ups.append(nn.ConvTranspose1d(ch, ch // 2, 2 * r, stride=r, padding=r // 2))
            ch //= 2
            self.mrfs.append(MRF(ch, cfg.resblock_kernels))
        self.conv_post = nn.Conv1d(ch, 1, 7, padding=3)

    def _synthesize(self, mel):
        x = self.conv_pre(mel)
        for up, mrf in zip(self.ups, self.mrfs):
            x = mrf(up(F.leaky_relu(x, LRELU_SLOPE)))
        return torch.tanh(self.conv_post(F.leaky_relu(x)))

    def forward(self, mel):
        with metrics.meter("hifigan", self.cfg.sample_rate) as m:
            wav = self._synthesize(mel)
            m.num_samples = wav.shape[-1]
        return wav.squeeze(1)


compiled_vocoder = torch.compile(HiFiGANGenerator(VocoderConfig()).eval(), fullgraph=True)
