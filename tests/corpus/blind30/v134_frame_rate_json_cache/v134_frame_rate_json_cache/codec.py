import torch
import torch.nn as nn
import torch.nn.functional as F

from . import profiles


class CodebookEmbedding(nn.Module):
    def __init__(self, num_codebooks: int, codebook_size: int, dim: int):
        super().__init__()
        self.tables = nn.Parameter(torch.randn(num_codebooks, codebook_size, dim) * 0.02)

    def forward(self, codes: torch.Tensor) -> torch.Tensor:
        # codes: (B, K, T) -> summed embeddings (B, dim, T)
        k = codes.shape[1]
        embs = [F.embedding(codes[:, i], self.tables[i]) for i in range(k)]
        return torch.stack(embs, 0).sum(0).transpose(1, 2)


class CodecDecoder(nn.Module):
    def __init__(self, num_codebooks: int = 4, codebook_size: int = 64, dim: int = 16):
        super().__init__()
        self.embed = CodebookEmbedding(num_codebooks, codebook_size, dim)
        self.proj = nn.Conv1d(dim, dim, 3, padding=1)
        self.out = nn.Conv1d(dim, 8, 1)

    def _overlap_add(self, frames: torch.Tensor) -> torch.Tensor:
        # frames: (B, C, T) -> (B, T * hop); each frame spread over `hop` samples
        hop = profiles.hop_length()
        x = F.interpolate(frames, scale_factor=hop, mode="linear")
        return x.mean(1)

    def decode(self, codes: torch.Tensor) -> torch.Tensor:
        h = self.embed(codes)
        h = F.gelu(self.proj(h))
        frames = self.out(h)
        return self._overlap_add(frames)


codec = CodecDecoder().eval()
decode = torch.compile(codec.decode, fullgraph=True)
