import shutil
import subprocess
import tempfile
import time

import numpy as np
import torch
from torch import nn

from .melscale import slaney_mel_filters


class KaldiFbank(nn.Module):
    """Bit-exact Kaldi features via the ``compute-fbank-feats`` binary (offline scoring only)."""

    def __init__(self, sample_rate: int = 16000, n_fft: int = 32, hop: int = 16, n_mels: int = 8):
        super().__init__()
        self.sample_rate = sample_rate
        self.n_mels = n_mels
        self.binary = shutil.which("compute-fbank-feats")

    def compute(self, waveform: torch.Tensor) -> torch.Tensor:
        t0 = time.perf_counter()
        with tempfile.NamedTemporaryFile(suffix=".npy") as f:
            np.save(f.name, waveform.cpu().numpy())
            out = subprocess.run(
                [self.binary, f"--num-mel-bins={self.n_mels}", f.name, "-"],
                capture_output=True,
                check=True,
            )
        feats = torch.from_numpy(np.frombuffer(out.stdout, dtype=np.float32).copy())
        self.last_latency_s = time.perf_counter() - t0
        return feats.view(waveform.shape[0], -1, self.n_mels)


class TorchFbank(nn.Module):
    def __init__(self, sample_rate: int = 16000, n_fft: int = 32, hop: int = 16, n_mels: int = 8):
        super().__init__()
        self.n_fft = n_fft
        self.hop = hop
        self.register_buffer("window", torch.hann_window(n_fft), persistent=False)
        self.register_buffer("mel", slaney_mel_filters(sample_rate, n_fft, n_mels), persistent=False)

    def compute(self, waveform: torch.Tensor) -> torch.Tensor:
        spec = torch.stft(
            waveform, self.n_fft, self.hop, window=self.window, center=True, return_complex=True
        )
        power = spec.abs().pow(2)  # (batch, freq, frames)
        mel = torch.matmul(self.mel, power)
        return torch.clamp(mel, min=1e-10).log().transpose(1, 2)


FRONTENDS = {
    "kaldi": KaldiFbank,
    "torch": TorchFbank,
}
