import torch
import torch.nn as nn
import torch.nn.functional as F

from .cache import ProjectedCodebookCache

_CACHE = ProjectedCodebookCache()


class ProjectedCodebook(nn.Module):
    def __init__(self, name: str, codebook_size: int, code_dim: int, out_dim: int):
        super().__init__()
        self.name = name
        self.codebook = nn.Parameter(torch.randn(codebook_size, code_dim))
        self.proj = nn.Parameter(torch.randn(code_dim, out_dim) * 0.1)

    def table(self) -> torch.Tensor:
        return _CACHE.get(self.name, self.codebook, self.proj)

    def forward(self, idx: torch.Tensor) -> torch.Tensor:
        return F.embedding(idx, self.table())


class ResidualDequantizer(nn.Module):
    def __init__(self, num_codebooks: int, codebook_size: int, code_dim: int, out_dim: int):
        super().__init__()
        self.books = nn.ModuleList(
            ProjectedCodebook(f"rvq.{i}", codebook_size, code_dim, out_dim) for i in range(num_codebooks)
        )

    def forward(self, codes: torch.Tensor) -> torch.Tensor:
        # codes (B, K, T) -> (B, T, out_dim)
        return sum(book(codes[:, k]) for k, book in enumerate(self.books))
