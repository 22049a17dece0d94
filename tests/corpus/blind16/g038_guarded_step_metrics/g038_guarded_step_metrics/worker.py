import weakref

import torch
from torch import nn

from .metrics import MetricsSink


class Head(nn.Module):
    def __init__(self, hidden: int, vocab: int):
        super().__init__()
        self.proj = nn.Linear(hidden, vocab, bias=False)

    def forward(self, x):
        return self.proj(x)


class Worker:
    def __init__(self, model: nn.Module):
        self._model_ref = weakref.ref(model)
        self.metrics = MetricsSink()

    @property
    def model(self) -> nn.Module:
        model = self._model_ref()
        assert model is not None, "model was freed"
        return model

    def execute(self, hidden_states: torch.Tensor) -> torch.Tensor:
        self.metrics.on_step_begin()
        logits = self.model(torch.nn.functional.gelu(hidden_states))
        self.metrics.on_step_end(hidden_states.shape[0])
        return logits.log_softmax(dim=-1)


_head = Head(8, 12)
worker = Worker(_head)
step = torch.compile(worker.execute, fullgraph=True)
