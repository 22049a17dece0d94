from typing import Tuple

import torch
from torch import nn

from .stop_checker import StopCriteria, apply_min_tokens, check_stop


class TinyDecoder(nn.Module):
    def __init__(self, vocab_size: int = 16, hidden_size: int = 8):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.mlp = nn.Sequential(
            nn.Linear(hidden_size, 2 * hidden_size),
            nn.SiLU(),
            nn.Linear(2 * hidden_size, hidden_size),
        )
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        h = self.embed_tokens(input_ids)
        h = h + self.mlp(h)
        return self.lm_head(h)


class GreedySampler(nn.Module):
    def forward(self, logits: torch.Tensor, criteria: StopCriteria) -> Tuple[torch.Tensor, torch.Tensor]:
        logits = apply_min_tokens(logits.float(), criteria)
        next_token_ids = torch.argmax(logits, dim=-1)
        return next_token_ids, check_stop(next_token_ids, criteria)


class ModelRunner:
    def __init__(self):
        torch.manual_seed(0)
        self.model = TinyDecoder()
        self.sampler = GreedySampler()

    def forward_decode(self, input_ids: torch.Tensor, criteria: StopCriteria):
        logits = self.model(input_ids)
        next_token_ids, finished = self.sampler(logits, criteria)
        return next_token_ids, finished, criteria.output_lens + 1


model_runner = ModelRunner()
decode_step = torch.compile(model_runner.forward_decode, fullgraph=True)
