import math
from dataclasses import dataclass

import torch
from torch import nn

from .stream_state import CursorMixin, StreamCursor


@dataclass(frozen=True)
class StreamingLogMelConfig:
    sample_rate: int = 16000
    n_fft: int = 32
    hop_length: int = 16
    n_mels: int = 8
    log_floor: float = 1e-10


def _hz_to_mel(f: float) -> float:
    return 2595.0 * math.log10(1.0 + f / 700.0)


def _mel_to_hz(m: torch.Tensor) -> torch.Tensor:
    return 700.0 * (10 ** (m / 2595.0) - 1.0)


def mel_filterbank(cfg: StreamingLogMelConfig) -> torch.Tensor:
    n_freqs = cfg.n_fft // 2 + 1
    freqs = torch.linspace(0, cfg.sample_rate / 2, n_freqs)
    mel_pts = torch.linspace(_hz_to_mel(0.0), _hz_to_mel(cfg.sample_rate / 2), cfg.n_mels + 2)
    hz_pts = _mel_to_hz(mel_pts)
    lower = hz_pts[:-2, None]
    center = hz_pts[1:-1, None]
    upper = hz_pts[2:, None]
    up = (freqs[None, :] - lower) / (center - lower)
    down = (upper - freqs[None, :]) / (upper - center)
    return torch.clamp(torch.minimum(up, down), min=0.0)  # (n_mels, n_freqs)


class StreamingLogMel(CursorMixin, nn.Module):
    """Log-mel extractor that carries the STFT overlap between chunks."""

    def __init__(self, cfg: StreamingLogMelConfig):
        super().__init__()
        self.cfg = cfg
        self.overlap = cfg.n_fft - cfg.hop_length
        self.register_buffer("window", torch.hann_window(cfg.n_fft), persistent=False)
        self.register_buffer("mel_fb", mel_filterbank(cfg), persistent=False)
        self.register_buffer("carry", torch.zeros(1, self.overlap), persistent=False)
        self.cursor = StreamCursor()

    def _frame(self, samples: torch.Tensor) -> torch.Tensor:
        wav = torch.cat([self.carry.expand(samples.shape[0], -1), samples], dim=-1)
        frames = wav.unfold(-1, self.cfg.n_fft, self.cfg.hop_length)
        self.carry.copy_(wav[:1, -self.overlap:])
        return frames

    def process_chunk(self, samples: torch.Tensor) -> torch.Tensor:
        frames = self._frame(samples) * self.window
        power = torch.fft.rfft(frames, dim=-1).abs().pow(2)
        mel = power @ self.mel_fb.T
        log_mel = torch.clamp(mel, min=self.cfg.log_floor).log10()
        self._commit_chunk(samples.shape[-1], log_mel.shape[1])
        return log_mel.transpose(1, 2)
