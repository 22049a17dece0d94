import contextlib

import torch
from torch import nn

from .precision import PrecisionConfig, precision_contexts


class TinyTransformerBlock(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.o_proj = nn.Linear(hidden, hidden)
        self.ln = nn.LayerNorm(hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(self.ln(x)).chunk(3, dim=-1)
        scores = torch.softmax(q @ k.transpose(-1, -2) / q.shape[-1] ** 0.5, dim=-1)
        return x + self.o_proj(scores @ v)


class TinyModel(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 16, layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList([TinyTransformerBlock(hidden) for _ in range(layers)])
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return self.lm_head(x)


class ModelRunner:
    def __init__(self, model: nn.Module, precision: PrecisionConfig):
        self.model = model
        self.precision = precision

    def _run_model(self, hidden_states: torch.Tensor) -> torch.Tensor:
        with contextlib.ExitStack() as stack:
            precision_contexts(self.precision, stack)
            logits = self.model(hidden_states)
        if self.precision.upcast_logits:
            logits = logits.float()
        return logits

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self._run_model(hidden_states)
        return torch.log_softmax(logits, dim=-1)


runner = ModelRunner(TinyModel(), PrecisionConfig())
decode = torch.compile(runner.forward_decode, fullgraph=True)
