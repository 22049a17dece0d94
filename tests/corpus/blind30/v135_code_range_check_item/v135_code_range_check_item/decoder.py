import torch
import torch.nn as nn
import torch.nn.functional as F

from .validation import check_codes


class ResidualDequantizer(nn.Module):
    """Sums per-codebook projections of codebook entries (RVQ decode)."""

    def __init__(self, num_codebooks: int, codebook_size: int, code_dim: int, dim: int):
        super().__init__()
        self.codebooks = nn.ParameterList(
            nn.Parameter(torch.randn(codebook_size, code_dim)) for _ in range(num_codebooks)
        )
        self.out_proj = nn.ModuleList(nn.Linear(code_dim, dim) for _ in range(num_codebooks))

    def forward(self, codes: torch.Tensor) -> torch.Tensor:
        out = 0
        for k, (cb, proj) in enumerate(zip(self.codebooks, self.out_proj)):
            out = out + proj(F.embedding(codes[:, k], cb))
        return out  # (B, T, dim)


class LatentDecoder(nn.Module):
    def __init__(self, num_codebooks: int = 4, codebook_size: int = 128, code_dim: int = 8, dim: int = 16):
        super().__init__()
        self.num_codebooks = num_codebooks
        self.codebook_size = codebook_size
        self.dequant = ResidualDequantizer(num_codebooks, codebook_size, code_dim, dim)
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, dim)

    @torch.compile(fullgraph=True)
    def decode_codes(self, codes: torch.Tensor) -> torch.Tensor:
        check_codes(codes, self.num_codebooks, self.codebook_size)
        h = self.dequant(codes)
        return self.head(F.silu(self.norm(h))).transpose(1, 2)
