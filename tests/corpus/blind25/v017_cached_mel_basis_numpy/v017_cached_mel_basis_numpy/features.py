from dataclasses import dataclass

import torch
import torch.nn as nn

from .audio import analysis_window, mel_basis


@dataclass
class FbankConfig:
    sample_rate: int = 16000
    n_fft: int = 64
    hop_length: int = 16
    n_mels: int = 8
    fmin: float = 20.0
    window: str = "hann"
    log_eps: float = 1e-6


class LogMelFbank(nn.Module):
    def __init__(self, cfg: FbankConfig):
        super().__init__()
        self.cfg = cfg

    def forward(self, wav):
        c = self.cfg
        window = analysis_window(c.n_fft, c.window).to(wav.device, wav.dtype)
        spec = torch.stft(wav, c.n_fft, c.hop_length, window=window, center=True, return_complex=True)
        power = spec.real.pow(2) + spec.imag.pow(2)
        basis = mel_basis(c.sample_rate, c.n_fft, c.n_mels, c.fmin).to(wav.device, wav.dtype)
        mel = basis @ power
        return torch.log(mel + c.log_eps).transpose(1, 2)


class UtteranceCMVN(nn.Module):
    def forward(self, feats):
        mean = feats.mean(dim=1, keepdim=True)
        std = feats.std(dim=1, keepdim=True).clamp(min=1e-5)
        return (feats - mean) / std
