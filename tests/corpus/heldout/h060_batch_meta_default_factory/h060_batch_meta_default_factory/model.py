import torch
from torch import nn

from .meta import ForwardBatchMeta


class PositionalLM(nn.Module):
    def __init__(self, vocab: int = 16, d: int = 8, max_pos: int = 32) -> None:
        super().__init__()
        self.tok = nn.Embedding(vocab, d)
        self.pos = nn.Embedding(max_pos, d)
        self.head = nn.Linear(d, vocab, bias=False)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        meta = ForwardBatchMeta.for_decode(input_ids)
        h = self.tok(input_ids) + self.pos(meta.positions)
        return self.head(h)


lm = PositionalLM()
decode_fn = torch.compile(lm, fullgraph=True)
