import subprocess

import torch
from torch import nn


def _git_rev() -> str:
    return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()


class VocabParallelEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, dim: int) -> None:
        super().__init__()
        self.num_embeddings = num_embeddings
        self.dim = dim
        self.weight = nn.Parameter(torch.randn(num_embeddings, dim) * 0.02)

    def extra_repr(self) -> str:
        return f"num_embeddings={self.num_embeddings}, dim={self.dim}, build={_git_rev()}"

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        if input_ids.dim() not in (1, 2):
            raise ValueError(f"{self!r} expects 1-D or 2-D input_ids, got {input_ids.dim()}-D")
        return self.weight[input_ids]


embed = VocabParallelEmbedding(16, 8)
embed_fn = torch.compile(embed, fullgraph=True)
