import dataclasses
import warnings

import torch
from torch import nn

from . import envs
from .forward_context import ForwardContext, get_forward_context, set_forward_context


class PositionalLM(nn.Module):
    def __init__(self, vocab: int = 16, hidden: int = 8, max_pos: int = envs.RUNNER_MAX_SEQ_LEN):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.pos = nn.Embedding(max_pos, hidden)
        self.head = nn.Linear(hidden, vocab)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        ctx = get_forward_context()
        h = self.embed(input_ids) + self.pos(ctx.positions)
        return self.head(torch.nn.functional.silu(h))


torch.manual_seed(0)
_model = PositionalLM().eval()
_step_log = []


def _check_logits(logits: torch.Tensor) -> None:
    if torch.isnan(logits).any().item():
        warnings.warn("NaN in logits; dumping batch")
        raise FloatingPointError("nan logits")


@torch.compile(fullgraph=True, dynamic=False)
def decode_step(input_ids: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
    base = ForwardContext(seq_lens=seq_lens, positions=seq_lens, num_tokens=input_ids.shape[0])
    ctx = dataclasses.replace(base, positions=(seq_lens - 1).clamp(min=0, max=envs.RUNNER_MAX_SEQ_LEN - 1))
    with set_forward_context(ctx):
        logits = _model(input_ids)
    if envs.RUNNER_CHECK_NAN:
        _check_logits(logits)
    if envs.RUNNER_RECORD_STEPS:
        _step_log.append(logits.argmax(dim=-1).tolist())
    return logits.argmax(dim=-1)
