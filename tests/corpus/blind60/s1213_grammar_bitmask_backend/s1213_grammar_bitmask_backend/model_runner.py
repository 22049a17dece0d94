from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .constrained import create_grammar_backend
from .constrained.base_grammar_backend import ApplyMaskFunc


@dataclass
class ServerArgs:
    grammar_backend: str = "xgrammar"
    vocab_size: int = 64
    hidden_size: int = 8


@dataclass
class ConstrainedSamplingInfo:
    temperatures: torch.Tensor
    vocab_mask: Optional[torch.Tensor] = None
    apply_mask_func: Optional[ApplyMaskFunc] = None

    def apply_vocab_mask(self, logits: torch.Tensor) -> torch.Tensor:
        if self.vocab_mask is not None and self.apply_mask_func is not None:
            self.apply_mask_func(logits, self.vocab_mask)
        return logits


class ModelRunner:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        torch.manual_seed(0)
        self.lm_head = nn.Linear(server_args.hidden_size, server_args.vocab_size, bias=False)
        self.grammar_backend = create_grammar_backend(
            server_args.grammar_backend, server_args.vocab_size
        )

    def make_sampling_info(self, temperatures: torch.Tensor, constrained_rows: int) -> ConstrainedSamplingInfo:
        vocab_mask = self.grammar_backend.allocate_vocab_mask(temperatures.shape[0])
        vocab_mask[:constrained_rows, 1:] = 0
        return ConstrainedSamplingInfo(
            temperatures=temperatures.view(-1, 1),
            vocab_mask=vocab_mask,
            apply_mask_func=self.grammar_backend.apply_vocab_mask,
        )

    def sample(self, hidden_states: torch.Tensor, sampling_info: ConstrainedSamplingInfo) -> torch.Tensor:
        logits = self.lm_head(hidden_states).float()
        logits = sampling_info.apply_vocab_mask(logits)
        logits = logits / sampling_info.temperatures
        probs = torch.softmax(logits, dim=-1)
        return torch.argmax(probs, dim=-1)


runner = ModelRunner(ServerArgs())
sample_step = torch.compile(runner.sample, fullgraph=True)
