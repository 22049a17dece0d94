import torch
from torch import nn

from .observe import note_traced_shape


class TokenEmbedding(nn.Module):
    def __init__(self, vocab: int = 32, d: int = 8) -> None:
        super().__init__()
        self.embed = nn.Embedding(vocab, d)
        self.scale = d ** 0.5

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        note_traced_shape("input_ids", input_ids)
        return self.embed(input_ids) * self.scale


embedding = TokenEmbedding()
embed_tokens = torch.compile(embedding, fullgraph=True)
