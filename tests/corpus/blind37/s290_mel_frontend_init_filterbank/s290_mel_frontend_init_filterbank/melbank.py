"""HTK mel filterbank, computed once on the host."""
import functools
import json
import math
import os

import torch


def hz_to_mel(f: float) -> float:
    return 2595.0 * math.log10(1.0 + f / 700.0)


def mel_to_hz(m: float) -> float:
    return 700.0 * (10 ** (m / 2595.0) - 1.0)


@functools.lru_cache(maxsize=8)
def mel_filterbank(sr: int, n_fft: int, n_mels: int) -> torch.Tensor:
    cache = os.path.expanduser(f"~/.cache/asr_melbank_{sr}_{n_fft}_{n_mels}.json")
    if os.path.exists(cache):
        with open(cache) as fh:
            return torch.tensor(json.load(fh))
    n_bins = n_fft // 2 + 1
    lo, hi = hz_to_mel(0.0), hz_to_mel(sr / 2)
    pts = [mel_to_hz(lo + (hi - lo) * i / (n_mels + 1)) for i in range(n_mels + 2)]
    bins = [f * n_fft / sr for f in pts]
    fb = torch.zeros(n_mels, n_bins)
    for m in range(1, n_mels + 1):
        left, center, right = bins[m - 1], bins[m], bins[m + 1]
        for k in range(n_bins):
            if left <= k <= center:
                fb[m - 1, k] = (k - left) / max(center - left, 1e-6)
            elif center < k <= right:
                fb[m - 1, k] = (right - k) / max(right - center, 1e-6)
    return fb
