import hashlib
from collections import OrderedDict

import torch
from torch import nn


def prompt_key(token_ids: torch.Tensor) -> str:
    return hashlib.sha1(token_ids.cpu().numpy().tobytes()).hexdigest()


class TextEmbeddingCache:
    """LRU cache of encoder hidden states: most requests reuse a handful of prompts."""

    def __init__(self, encoder: nn.Module, capacity: int = 64):
        self.encoder = encoder
        self.capacity = capacity
        self._entries: "OrderedDict[str, torch.Tensor]" = OrderedDict()
        self.hits = 0

    def get(self, token_ids: torch.Tensor) -> torch.Tensor:
        key = prompt_key(token_ids)
        cached = self._entries.get(key)
        if cached is not None:
            self._entries.move_to_end(key)
            self.hits += 1
            return cached
        emb = self.encoder(token_ids)
        self._entries[key] = emb
        if len(self._entries) > self.capacity:
            self._entries.popitem(last=False)
        return emb


class TinyTextEncoder(nn.Module):
    def __init__(self, vocab: int = 100, dim: int = 16):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.layer = nn.TransformerEncoderLayer(dim, 2, 32, batch_first=True, dropout=0.0)

    def forward(self, ids):
        return self.layer(self.tok(ids))
