import torch
import torch.nn as nn
import torch.nn.functional as F

from .added_tokens import AddedTokenRegistry


class EmbeddingWithAddedTokens(nn.Module):
    def __init__(self, base_vocab: int = 64, num_added: int = 4, dim: int = 8):
        super().__init__()
        self.base_vocab = base_vocab
        self.weight = nn.Parameter(torch.randn(base_vocab, dim) * 0.02)
        self.added = AddedTokenRegistry(base_vocab, num_added, dim)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        base_ids = input_ids.clamp(max=self.base_vocab - 1)
        out = F.embedding(base_ids, self.weight)
        if self.added.has_added(input_ids):
            out = self.added.override(input_ids, out)
        return out


def build_model() -> EmbeddingWithAddedTokens:
    return EmbeddingWithAddedTokens()


model = torch.compile(build_model(), fullgraph=True)
