import torch
import torch.nn as nn

from . import dsp


class LogMelFrontend(nn.Module):
    def __init__(self, sample_rate=16000, n_fft=64, hop=16, n_mels=8, preemph=0.97):
        super().__init__()
        self.n_fft = n_fft
        self.hop = hop
        self.preemph = preemph
        self.register_buffer("window", torch.hann_window(n_fft), persistent=False)
        fb = dsp.mel_filterbank(sample_rate, n_fft, n_mels)
        self.register_buffer("mel_fb", torch.from_numpy(fb), persistent=False)

    def forward(self, wav):
        wav = dsp.preemphasis(wav, self.preemph)
        spec = torch.stft(wav, self.n_fft, self.hop, window=self.window, return_complex=True)
        power = spec.abs() ** 2
        mel = torch.matmul(self.mel_fb, power)
        return dsp.log_clamp(mel)
