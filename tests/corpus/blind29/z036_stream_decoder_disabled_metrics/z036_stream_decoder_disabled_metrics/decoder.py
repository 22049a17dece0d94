import torch
import torch.nn as nn

from .utils import ChunkMetrics


class CarriedGRUState(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.cell = nn.GRUCell(dim, dim)

    def forward(self, chunk: torch.Tensor, h: torch.Tensor) -> torch.Tensor:
        outs = []
        for t in range(chunk.shape[1]):
            h = self.cell(chunk[:, t], h)
            outs.append(h)
        return torch.stack(outs, dim=1)


class StreamingDecoder(nn.Module):
    def __init__(self, dim: int = 8):
        super().__init__()
        self.rnn = CarriedGRUState(dim)
        self.proj = nn.Linear(dim, dim)
        self.metrics = ChunkMetrics()

    def _emit(self, hidden: torch.Tensor) -> torch.Tensor:
        out = self.proj(hidden)
        self.metrics.record(out)
        return out

    def forward(self, chunk: torch.Tensor, h0: torch.Tensor):
        hidden = self.rnn(chunk, h0)
        return self._emit(hidden), hidden[:, -1]


decoder = StreamingDecoder()
decode_chunk = torch.compile(decoder, fullgraph=True)
