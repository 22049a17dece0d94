import torch
from torch import nn

from .forward_batch import ForwardBatch, ForwardMode


class DecoderBlock(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.ln = nn.LayerNorm(hidden)
        self.fc = nn.Linear(hidden, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.fc(self.ln(x))


class ModelRunner(nn.Module):
    """Chooses between the captured-graph path and eager execution per batch."""

    def __init__(self, hidden: int = 8, max_seq_len_to_capture: int = 8192, max_bs: int = 16):
        super().__init__()
        self.block = DecoderBlock(hidden)
        self.max_seq_len_to_capture = max_seq_len_to_capture
        self.use_cuda_graph = True
        self.register_buffer("graph_input", torch.zeros(max_bs, hidden), persistent=False)

    def _replay(self, batch: ForwardBatch) -> torch.Tensor:
        bs = batch.batch_size
        self.graph_input[:bs].copy_(batch.hidden_states)
        return self.block(self.graph_input[:bs])

    def _run_eager(self, batch: ForwardBatch) -> torch.Tensor:
        return self.block(batch.hidden_states)

    def forward(self, hidden_states: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        batch = ForwardBatch(hidden_states, seq_lens, ForwardMode.DECODE)
        if self.use_cuda_graph and batch.fits_captured_graph(self.max_seq_len_to_capture):
            return self._replay(batch)
        return self._run_eager(batch)


compiled = torch.compile(ModelRunner(), fullgraph=True)
