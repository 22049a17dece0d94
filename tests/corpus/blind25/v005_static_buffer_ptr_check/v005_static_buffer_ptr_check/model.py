import torch
from torch import nn


class ReqStateTable(nn.Module):
    """Per-request state rows, indexed by req_pool_indices."""

    def __init__(self, max_reqs: int, hidden: int):
        super().__init__()
        self.register_buffer("state", torch.randn(max_reqs, hidden) * 0.02)

    def forward(self, req_pool_indices: torch.Tensor) -> torch.Tensor:
        return self.state.index_select(0, req_pool_indices)


class DecoderLayer(nn.Module):
    def __init__(self, vocab: int, hidden: int, max_pos: int, max_reqs: int):
        super().__init__()
        self.tok = nn.Embedding(vocab, hidden)
        self.pos = nn.Embedding(max_pos, hidden)
        self.req_state = ReqStateTable(max_reqs, hidden)
        self.ffn = nn.Linear(hidden, hidden)
        self.head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, input_ids, positions, req_pool_indices):
        h = self.tok(input_ids) + self.pos(positions) + self.req_state(req_pool_indices)
        h = h + torch.nn.functional.gelu(self.ffn(h))
        return self.head(h)
