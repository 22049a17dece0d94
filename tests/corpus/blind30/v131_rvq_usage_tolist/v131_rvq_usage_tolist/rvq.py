import torch
import torch.nn as nn

from .codebook import EuclideanCodebook
from .config import RVQConfig


class ResidualVQ(nn.Module):
    """Quantizes (B, D, T) latents with a stack of residual codebooks."""

    def __init__(self, cfg: RVQConfig):
        super().__init__()
        self.cfg = cfg
        self.layers = nn.ModuleList(
            EuclideanCodebook(cfg.dim, cfg.codebook_size, cfg.track_usage)
            for _ in range(cfg.num_quantizers)
        )

    def forward(self, z: torch.Tensor):
        b, d, t = z.shape
        residual = z.transpose(1, 2).reshape(b * t, d)
        quantized = torch.zeros_like(residual)
        codes = []
        for layer in self.layers:
            idx = layer.encode(residual)
            q = layer.decode(idx)
            quantized = quantized + q
            residual = residual - q
            codes.append(idx.view(b, t))
        out = quantized.view(b, t, d).transpose(1, 2)
        # straight-through estimator
        out = z + (out - z).detach()
        return out, torch.stack(codes, dim=1)


quantizer = torch.compile(ResidualVQ(RVQConfig()), fullgraph=True)
