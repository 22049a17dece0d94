"""Mel filterbank construction (numpy, done once at model build time)."""
import functools
import os

import numpy as np
import torch

_CACHE_DIR = os.environ.get("AUDIO_FBANK_CACHE", "")


@functools.lru_cache(maxsize=8)
def slaney_mel_filters(sample_rate: int, n_fft: int, n_mels: int) -> torch.Tensor:
    if _CACHE_DIR:
        path = os.path.join(_CACHE_DIR, f"mel_{sample_rate}_{n_fft}_{n_mels}.npy")
        if os.path.exists(path):
            return torch.from_numpy(np.load(path))
    fft_freqs = np.linspace(0, sample_rate / 2, n_fft // 2 + 1)
    mel_min, mel_max = 0.0, 2595.0 * np.log10(1.0 + (sample_rate / 2) / 700.0)
    mel_pts = np.linspace(mel_min, mel_max, n_mels + 2)
    hz_pts = 700.0 * (10 ** (mel_pts / 2595.0) - 1.0)
    fdiff = np.diff(hz_pts)
    ramps = hz_pts[:, None] - fft_freqs[None, :]
    lower = -ramps[:-2] / fdiff[:-1, None]
    upper = ramps[2:] / fdiff[1:, None]
    weights = np.maximum(0.0, np.minimum(lower, upper))
    enorm = 2.0 / (hz_pts[2 : n_mels + 2] - hz_pts[:n_mels])
    weights *= enorm[:, None]
    return torch.from_numpy(weights.astype(np.float32))
