import torch
from torch import nn

from .metrics import DecodeStatsCollector


class DecodeRunner(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 16):
        super().__init__()
        self.embed_proj = nn.Linear(hidden, hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)
        self.stats = DecodeStatsCollector()

    def _record_step(self, batch_size: int) -> None:
        if not torch.compiler.is_compiling():
            self.stats.on_decode_step(batch_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = torch.nn.functional.gelu(self.embed_proj(hidden_states))
        logits = self.lm_head(h)
        self._record_step(hidden_states.shape[0])
        return logits


_runner = DecodeRunner()


def decode_step(hidden_states: torch.Tensor) -> torch.Tensor:
    return _runner(hidden_states)


compiled_decode_step = torch.compile(decode_step, fullgraph=True)
