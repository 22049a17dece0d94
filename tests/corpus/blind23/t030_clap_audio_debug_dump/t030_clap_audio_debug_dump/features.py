"""Log-mel front-end; the filterbank is built once with numpy (slaney scale)."""
import numpy as np
import torch
import torch.nn as nn

from . import debug


def _hz_to_mel(f):
    return 2595.0 * np.log10(1.0 + np.asarray(f, dtype=np.float64) / 700.0)


def _mel_to_hz(m):
    return 700.0 * (10.0 ** (np.asarray(m, dtype=np.float64) / 2595.0) - 1.0)


def mel_filterbank(n_freqs: int, n_mels: int, sample_rate: int, fmin: float = 0.0, fmax=None) -> np.ndarray:
    fmax = fmax or sample_rate / 2
    mel_pts = np.linspace(_hz_to_mel(fmin), _hz_to_mel(fmax), n_mels + 2)
    hz_pts = _mel_to_hz(mel_pts)
    fft_freqs = np.linspace(0, sample_rate / 2, n_freqs)
    ramps = hz_pts[:, None] - fft_freqs[None, :]
    lower = -ramps[:-2] / (hz_pts[1:-1] - hz_pts[:-2])[:, None]
    upper = ramps[2:] / (hz_pts[2:] - hz_pts[1:-1])[:, None]
    fb = np.maximum(0.0, np.minimum(lower, upper))
    enorm = 2.0 / (hz_pts[2 : n_mels + 2] - hz_pts[:n_mels])
    return (fb * enorm[:, None]).astype(np.float32)


class LogMelSpectrogram(nn.Module):
    def __init__(self, sample_rate=16000, n_fft=64, hop_length=16, n_mels=16):
        super().__init__()
        self.n_fft = n_fft
        self.hop_length = hop_length
        self.register_buffer("window", torch.hann_window(n_fft), persistent=False)
        fb = mel_filterbank(n_fft // 2 + 1, n_mels, sample_rate)
        self.register_buffer("mel_fb", torch.from_numpy(fb), persistent=False)

    def forward(self, waveform):
        spec = torch.stft(waveform, self.n_fft, self.hop_length, window=self.window, return_complex=True)
        power = spec.abs().pow(2)
        mel = torch.matmul(self.mel_fb, power)
        logmel = torch.log(mel.clamp(min=1e-10))
        assert torch.isfinite(logmel).all(), "non-finite log-mel features"
        if debug.DUMP_ENABLED:
            debug.dump_activation("logmel", logmel)
        return logmel
