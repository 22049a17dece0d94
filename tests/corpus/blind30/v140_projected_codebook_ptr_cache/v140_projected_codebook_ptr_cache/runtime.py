import torch
import torch.nn as nn
import torch.nn.functional as F

from .quantizer import ResidualDequantizer


class CodecRuntime(nn.Module):
    def __init__(self, num_codebooks: int = 4, codebook_size: int = 32, code_dim: int = 8,
                 dim: int = 16, hop: int = 4):
        super().__init__()
        self.dequant = ResidualDequantizer(num_codebooks, codebook_size, code_dim, dim)
        self.up = nn.ConvTranspose1d(dim, dim // 2, hop, stride=hop)
        self.out = nn.Conv1d(dim // 2, 1, 3, padding=1)

    @torch.compile(fullgraph=True)
    def decode(self, codes: torch.Tensor) -> torch.Tensor:
        h = self.dequant(codes).transpose(1, 2)
        h = F.silu(self.up(h))
        return torch.tanh(self.out(h)).squeeze(1)
