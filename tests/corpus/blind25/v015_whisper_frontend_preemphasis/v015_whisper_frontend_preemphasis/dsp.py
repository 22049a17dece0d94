"""Signal-processing helpers shared by training data prep and inference."""
import math

import numpy as np
import scipy.signal
import torch


def hz_to_mel(f):
    return 2595.0 * np.log10(1.0 + f / 700.0)


def mel_to_hz(m):
    return 700.0 * (10.0 ** (m / 2595.0) - 1.0)


def mel_filterbank(sample_rate: int, n_fft: int, n_mels: int) -> np.ndarray:
    freqs = np.linspace(0, sample_rate / 2, n_fft // 2 + 1)
    mels = np.linspace(hz_to_mel(0.0), hz_to_mel(sample_rate / 2), n_mels + 2)
    hz = mel_to_hz(mels)
    fb = np.zeros((n_mels, freqs.shape[0]), dtype=np.float32)
    for i in range(n_mels):
        lo, mid, hi = hz[i], hz[i + 1], hz[i + 2]
        up = (freqs - lo) / max(mid - lo, 1e-5)
        down = (hi - freqs) / max(hi - mid, 1e-5)
        fb[i] = np.maximum(0.0, np.minimum(up, down))
    return fb


def preemphasis(wav: torch.Tensor, coef: float) -> torch.Tensor:
    """y[n] = x[n] - coef * x[n-1], matching the Kaldi/librosa recipe used in training."""
    if coef <= 0.0:
        return wav
    filtered = scipy.signal.lfilter([1.0, -coef], [1.0], wav.detach().cpu().numpy(), axis=-1)
    return torch.from_numpy(filtered.astype(np.float32)).to(wav.device)


def log_clamp(x: torch.Tensor, floor_db: float = 8.0) -> torch.Tensor:
    logx = torch.clamp(x, min=1e-10).log10()
    return torch.maximum(logx, logx.amax(dim=(-2, -1), keepdim=True) - floor_db) / 4.0 + 1.0


LOG10_E = 1.0 / math.log(10.0)
