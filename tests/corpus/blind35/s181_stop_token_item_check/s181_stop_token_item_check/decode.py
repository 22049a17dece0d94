"""Compiled greedy decode step: LM head, argmax, stop check."""
import torch

from .stopping import StopState, update_stop_state

VOCAB = 32
HIDDEN = 16

_gen = torch.Generator().manual_seed(0)
LM_HEAD = torch.randn(VOCAB, HIDDEN, generator=_gen) * 0.02
_STATE = StopState()


def _logits(hidden: torch.Tensor) -> torch.Tensor:
    return torch.nn.functional.linear(hidden, LM_HEAD)


def _mask_special(logits: torch.Tensor) -> torch.Tensor:
    # token 0 is <pad>, token 1 is <bos>: never sampled
    logits = logits.clone()
    logits[:, :2] = float("-inf")
    return logits


@torch.compile(fullgraph=True)
def decode_step(hidden: torch.Tensor):
    logits = _mask_special(_logits(hidden))
    next_tokens = torch.argmax(logits, dim=-1)
    done = update_stop_state(_STATE, next_tokens)
    return next_tokens, done
