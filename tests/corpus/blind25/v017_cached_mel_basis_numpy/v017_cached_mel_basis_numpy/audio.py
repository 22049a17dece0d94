"""librosa-compatible Slaney mel basis, memoised per (sr, n_fft, n_mels, fmin, fmax)."""
import functools
import math

import numpy as np
import torch

_F_SP = 200.0 / 3
_MIN_LOG_HZ = 1000.0
_MIN_LOG_MEL = _MIN_LOG_HZ / _F_SP
_LOGSTEP = math.log(6.4) / 27.0


def _hz_to_mel(hz: float) -> float:
    if hz < _MIN_LOG_HZ:
        return hz / _F_SP
    return _MIN_LOG_MEL + math.log(hz / _MIN_LOG_HZ) / _LOGSTEP


def _mel_to_hz(mels: np.ndarray) -> np.ndarray:
    lin = _F_SP * mels
    log = _MIN_LOG_HZ * np.exp(_LOGSTEP * (mels - _MIN_LOG_MEL))
    return np.where(mels >= _MIN_LOG_MEL, log, lin)


@functools.lru_cache(maxsize=8)
def mel_basis(sr: int, n_fft: int, n_mels: int, fmin: float = 0.0, fmax: float = None) -> torch.Tensor:
    fmax = sr / 2.0 if fmax is None else fmax
    fftfreqs = np.linspace(0.0, sr / 2.0, 1 + n_fft // 2)
    mel_f = _mel_to_hz(np.linspace(_hz_to_mel(fmin), _hz_to_mel(fmax), n_mels + 2))
    fdiff = np.diff(mel_f)
    ramps = mel_f.reshape(-1, 1) - fftfreqs.reshape(1, -1)
    lower = -ramps[:-2] / fdiff[:-1].reshape(-1, 1)
    upper = ramps[2:] / fdiff[1:].reshape(-1, 1)
    weights = np.maximum(0.0, np.minimum(lower, upper))
    enorm = 2.0 / (mel_f[2 : n_mels + 2] - mel_f[:n_mels])
    weights = weights * enorm.reshape(-1, 1)
    return torch.from_numpy(weights.astype(np.float32))


@functools.lru_cache(maxsize=8)
def analysis_window(n_fft: int, kind: str = "hann") -> torch.Tensor:
    if kind == "hann":
        return torch.hann_window(n_fft)
    if kind == "hamming":
        return torch.hamming_window(n_fft)
    raise ValueError(f"unknown window {kind!r}")
