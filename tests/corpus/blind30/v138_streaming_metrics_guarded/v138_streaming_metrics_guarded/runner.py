import torch
import torch.nn as nn
import torch.nn.functional as F

from .metrics import ChunkMetrics


class CausalConv1d(nn.Conv1d):
    def __init__(self, in_ch: int, out_ch: int, kernel_size: int, dilation: int = 1):
        super().__init__(in_ch, out_ch, kernel_size, dilation=dilation)
        self.left_pad = dilation * (kernel_size - 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return super().forward(F.pad(x, (self.left_pad, 0)))


class ChunkDecoder(nn.Module):
    def __init__(self, latent_dim: int = 8, hidden: int = 16, upsample: int = 4):
        super().__init__()
        self.inp = CausalConv1d(latent_dim, hidden, 3)
        self.up = nn.ConvTranspose1d(hidden, hidden, upsample, stride=upsample)
        self.res = nn.ModuleList(CausalConv1d(hidden, hidden, 3, dilation=d) for d in (1, 2))
        self.out = CausalConv1d(hidden, 1, 3)

    def forward(self, z: torch.Tensor) -> torch.Tensor:
        h = F.elu(self.inp(z))
        h = self.up(h)
        for conv in self.res:
            h = h + conv(F.elu(h))
        return torch.tanh(self.out(h)).squeeze(1)


class StreamingDecoderRunner:
    def __init__(self, sample_rate: int = 16000):
        self.model = ChunkDecoder().eval()
        self.metrics = ChunkMetrics(sample_rate)
        self.hop = 4

    def decode_step(self, latents: torch.Tensor) -> torch.Tensor:
        self.metrics.start()
        wav = self.model(latents)
        self.metrics.stop(latents.shape[-1] * self.hop)
        return wav


runner = StreamingDecoderRunner()
decode_chunk = torch.compile(runner.decode_step, fullgraph=True)
