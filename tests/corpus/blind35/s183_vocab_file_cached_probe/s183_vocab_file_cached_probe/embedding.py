"""Vocab-parallel style embedding with padding rows masked to zero."""
import torch
from torch import nn

from . import vocab_info


class PaddedEmbedding(nn.Module):
    def __init__(self, num_embeddings: int = 64, dim: int = 8):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(num_embeddings, dim) * 0.02)
        self.num_embeddings = num_embeddings

    def _valid_rows(self) -> int:
        # rows past the tokenizer's vocab are padding added for TP alignment
        return min(vocab_info.tokenizer_vocab_size(), self.num_embeddings)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        valid = self._valid_rows()
        oob = input_ids >= valid
        safe_ids = input_ids.masked_fill(oob, 0)
        out = nn.functional.embedding(safe_ids, self.weight)
        return out.masked_fill(oob.unsqueeze(-1), 0.0)


class TokenEmbedder(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = PaddedEmbedding()
        self.scale = 8 ** 0.5

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        return self.embed(input_ids) * self.scale


compiled_embed = torch.compile(TokenEmbedder(), fullgraph=True)
