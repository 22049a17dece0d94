from dataclasses import dataclass

import torch

from .ops import apply_token_bitmask_inplace, count_allowed_tokens


@dataclass
class GrammarSamplingMetadata:
    vocab_size: int = 64
    min_allowed_for_sampling: int = 2


_METADATA = GrammarSamplingMetadata()


@torch.compile(fullgraph=True)
def grammar_constrained_sample(
    logits: torch.Tensor, grammar_bitmask: torch.Tensor, temperature: torch.Tensor
) -> torch.Tensor:
    logits = logits.float().clone()
    apply_token_bitmask_inplace(logits, grammar_bitmask, _METADATA.vocab_size)
    num_allowed = count_allowed_tokens(grammar_bitmask, _METADATA.vocab_size)
    greedy = torch.argmax(logits, dim=-1)
    probs = torch.softmax(logits / temperature.unsqueeze(-1), dim=-1)
    q = torch.empty_like(probs).exponential_()
    sampled = torch.argmax(probs / q, dim=-1)
    use_greedy = (num_allowed < _METADATA.min_allowed_for_sampling) | (temperature == 0)
    return torch.where(use_greedy, greedy, sampled)
