from __future__ import annotations

import torch

from .schema import compile_schema

VOCAB = 10


class JsonModeProcessor:
    def __init__(self, schema_json: str, vocab_size: int = VOCAB):
        self.schema_json = schema_json
        self.vocab_size = vocab_size

    def first_token_mask(self) -> torch.Tensor:
        constraint = compile_schema(self.schema_json)
        mask = torch.zeros(self.vocab_size, dtype=torch.bool)
        mask[list(constraint.allowed_first_tokens)] = True
        return mask

    def __call__(self, logits: torch.Tensor, is_first: torch.Tensor) -> torch.Tensor:
        mask = self.first_token_mask()
        blocked = is_first.unsqueeze(-1) & ~mask
        return logits.masked_fill(blocked, float("-inf"))


_PROC = JsonModeProcessor('{"type": "object", "properties": {"name": {"type": "string"}}}')


@torch.compile(fullgraph=True)
def json_mode_logits(logits: torch.Tensor, is_first: torch.Tensor) -> torch.Tensor:
    return torch.log_softmax(_PROC(logits, is_first), dim=-1)
