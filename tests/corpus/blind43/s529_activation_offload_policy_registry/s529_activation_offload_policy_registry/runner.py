import contextlib
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .offload_policies import build_offload_policy


@dataclass(frozen=True)
class TrainRunnerConfig:
    hidden_size: int = 8
    vocab_size: int = 16
    activation_offload: str = "none"


class TinyLM(nn.Module):
    def __init__(self, cfg: TrainRunnerConfig):
        super().__init__()
        self.embed = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.proj = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.lm_head = nn.Linear(cfg.hidden_size, cfg.vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        h = self.embed(input_ids)
        h = h + F.gelu(self.proj(h))
        return self.lm_head(h)


class TrainRunner:
    def __init__(self, cfg: TrainRunnerConfig = TrainRunnerConfig()):
        self.cfg = cfg
        self.model = TinyLM(cfg).train()
        self.offload = build_offload_policy(cfg.activation_offload)

    def _activation_ctx(self):
        if self.offload.uses_saved_tensor_hooks:
            return torch.autograd.graph.saved_tensors_hooks(self.offload.pack, self.offload.unpack)
        return contextlib.nullcontext()

    def forward_train(self, input_ids: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
        with self._activation_ctx():
            embeds = self.offload.pack(self.model.embed(input_ids))
            logits = self.model.lm_head(embeds + F.gelu(self.model.proj(embeds)))
        return F.cross_entropy(logits.view(-1, logits.size(-1)), labels.view(-1))


runner = TrainRunner()
train_step = torch.compile(runner.forward_train, fullgraph=True)
