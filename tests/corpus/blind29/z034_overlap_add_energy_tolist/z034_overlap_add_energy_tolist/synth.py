import torch
import torch.nn as nn
import torch.nn.functional as F

from .bookkeeping import ChunkStats


class OverlapAddSynth(nn.Module):
    """Decodes frames and overlap-adds them with the tail of the previous chunk."""

    def __init__(self, dim: int = 8, frame_len: int = 8, hop: int = 4):
        super().__init__()
        self.frame_len = frame_len
        self.hop = hop
        self.decoder = nn.Linear(dim, frame_len)
        self.register_buffer("window", torch.hann_window(frame_len, periodic=True))
        self.register_buffer("tail", torch.zeros(1, frame_len - hop))
        self.stats = ChunkStats()

    def _overlap_add(self, frames: torch.Tensor) -> torch.Tensor:
        # frames: (batch, n_frames, frame_len) -> (batch, out_len)
        b, n, _ = frames.shape
        out_len = (n - 1) * self.hop + self.frame_len
        out = F.fold(
            frames.transpose(1, 2),
            output_size=(1, out_len),
            kernel_size=(1, self.frame_len),
            stride=(1, self.hop),
        )
        return out.reshape(b, out_len)

    def forward(self, latents: torch.Tensor) -> torch.Tensor:
        frames = self.decoder(latents) * self.window
        self.stats.observe(frames)
        signal = self._overlap_add(frames)
        overlap = self.frame_len - self.hop
        signal = torch.cat([signal[:, :overlap] + self.tail, signal[:, overlap:]], dim=1)
        emit = signal[:, : -overlap]
        return emit


synth_chunk = torch.compile(OverlapAddSynth(), fullgraph=True)
