"""Embedding with chat-token remapping; debug printing is a dead branch."""
import math

import torch
from torch import nn

from . import specials


def padded(n: int, multiple: int = 8) -> int:
    return int(math.ceil(n / multiple) * multiple)


class ChatEmbedding(nn.Module):
    def __init__(self, dim: int = 8):
        super().__init__()
        rows = specials.BASE_VOCAB + len(specials.CHAT_TOKENS)
        self.num_rows = padded(rows)
        self.weight = nn.Parameter(torch.randn(self.num_rows, dim) * 0.02)
        self.chat_pairs = specials.chat_token_rows()

    def _remap(self, input_ids: torch.Tensor) -> torch.Tensor:
        ids = input_ids
        for ext_id, row in self.chat_pairs:
            ids = torch.where(input_ids == ext_id, torch.full_like(ids, row), ids)
        return ids.clamp(max=self.num_rows - 1)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        if specials.DEBUG_DETOK:
            print("embedding", specials.describe(input_ids[0]))
        ids = self._remap(input_ids)
        scale = math.sqrt(self.weight.shape[-1])
        return nn.functional.embedding(ids, self.weight) * scale


compiled_embed = torch.compile(ChatEmbedding(), fullgraph=True)
