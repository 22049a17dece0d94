"""Log-mel frontend + tiny projection; the filterbank is a buffer built at init."""
import math

import torch
import torch.nn as nn

from . import settings
from .melbank import mel_filterbank


def _dump(name: str, t: torch.Tensor) -> None:
    print(f"[features] {name}: shape={tuple(t.shape)} mean={t.mean().item():.4f}")


class LogMelFrontend(nn.Module):
    def __init__(self, d_model: int = 8):
        super().__init__()
        self.n_fft = settings.N_FFT
        self.hop = settings.HOP
        fb = mel_filterbank(settings.SAMPLE_RATE, settings.N_FFT, settings.N_MELS)
        self.register_buffer("melbank", fb, persistent=False)
        self.register_buffer("window", torch.hann_window(settings.N_FFT), persistent=False)
        self.log_floor = math.log(1e-6)
        self.proj = nn.Linear(settings.N_MELS, d_model)

    def power_spectrum(self, wav: torch.Tensor) -> torch.Tensor:
        frames = wav.unfold(-1, self.n_fft, self.hop) * self.window
        spec = torch.fft.rfft(frames, dim=-1)
        return spec.real.pow(2) + spec.imag.pow(2)

    def forward(self, wav: torch.Tensor) -> torch.Tensor:
        power = self.power_spectrum(wav)
        mel = power @ self.melbank.t()
        logmel = torch.log(mel + 1e-6).clamp_min(self.log_floor)
        if settings.DEBUG_FEATURES:
            _dump("logmel", logmel)
        return self.proj(logmel)


mel_encoder = torch.compile(LogMelFrontend(), fullgraph=True)
