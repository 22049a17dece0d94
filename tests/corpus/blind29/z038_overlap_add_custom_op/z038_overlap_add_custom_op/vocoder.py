import torch
import torch.nn as nn

from .config import VocoderConfig
from .ops import overlap_add  # noqa: F401  (registers the op)


class ChunkVocoder(nn.Module):
    def __init__(self, cfg: VocoderConfig = VocoderConfig()):
        super().__init__()
        cfg = cfg.validate()
        self.hop = cfg.hop
        self.frame_len = cfg.frame_len
        self.to_frames = nn.Linear(cfg.dim, cfg.frame_len)
        self.register_buffer("window", torch.hann_window(cfg.frame_len))

    def _synthesize(self, latents: torch.Tensor) -> torch.Tensor:
        frames = torch.tanh(self.to_frames(latents)) * self.window
        return torch.ops.corpus_z038.overlap_add(frames, self.hop)

    def forward(self, latents: torch.Tensor, tail: torch.Tensor):
        signal = self._synthesize(latents)
        overlap = self.frame_len - self.hop
        head = signal[:, :overlap] + tail
        body = signal[:, overlap:-overlap]
        return torch.cat([head, body], dim=1), signal[:, -overlap:]


vocoder = ChunkVocoder()
vocode = torch.compile(vocoder, fullgraph=True)
