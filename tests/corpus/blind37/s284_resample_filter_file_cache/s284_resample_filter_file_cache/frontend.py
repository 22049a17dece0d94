"""Audio frontend: resample to model rate, then pre-emphasis + framing."""
import torch
import torch.nn as nn

from .resample import resample


class FrontendConfig:
    input_sr = 8000
    model_sr = 16000
    preemph = 0.97
    frame = 16


class AudioFrontend(nn.Module):
    def __init__(self, cfg: FrontendConfig = FrontendConfig()):
        super().__init__()
        self.cfg = cfg
        self.proj = nn.Linear(cfg.frame, 12)

    def preemphasis(self, wav: torch.Tensor) -> torch.Tensor:
        return torch.cat([wav[:, :1], wav[:, 1:] - self.cfg.preemph * wav[:, :-1]], dim=1)

    def forward(self, wav: torch.Tensor) -> torch.Tensor:
        wav = resample(wav, self.cfg.input_sr, self.cfg.model_sr)
        wav = self.preemphasis(wav)
        frames = wav.unfold(-1, self.cfg.frame, self.cfg.frame)
        return self.proj(frames)


frontend = torch.compile(AudioFrontend(), fullgraph=True)
