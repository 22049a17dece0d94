import torch

from . import framing
from .stats import UtteranceNorm


class AudioFrontend(torch.nn.Module):
    def __init__(self, frame_len: int = 64, hop: int = 32, dim: int = 24):
        super().__init__()
        self.frame_len = frame_len
        self.hop = hop
        self.register_buffer("window", torch.hann_window(frame_len), persistent=False)
        self.norm = UtteranceNorm()
        self.proj = torch.nn.Linear(frame_len, dim)

    def featurize(self, wave: torch.Tensor, lengths: torch.Tensor):
        wave = framing.trim_to_longest(wave, lengths)
        frames = framing.frame_signal(wave, self.frame_len, self.hop) * self.window
        mask = framing.frame_mask(lengths, frames.shape[1], self.hop)
        return frames, mask

    def forward(self, wave: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        frames, mask = self.featurize(wave, lengths)
        feats = self.norm(frames.abs().log1p(), mask)
        return self.proj(feats)


_frontend = AudioFrontend()


@torch.compile(fullgraph=True)
def encode_audio(wave: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    return _frontend(wave, lengths)
