from typing import Optional

import torch

from .bitmask_ops import apply_token_bitmask_inplace


def _apply_temperature(logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
    return logits.div_(temperatures.clamp_min(1e-5).unsqueeze(-1))


@torch.compile(fullgraph=True)
def sample_with_grammar(
    logits: torch.Tensor,
    grammar_bitmask: torch.Tensor,
    temperatures: torch.Tensor,
    vocab_size: Optional[int] = None,
) -> torch.Tensor:
    logits = logits.float()
    apply_token_bitmask_inplace(logits, grammar_bitmask, vocab_size=vocab_size)
    logits = _apply_temperature(logits, temperatures)
    probs = torch.softmax(logits, dim=-1)
    return probs.argmax(dim=-1)
