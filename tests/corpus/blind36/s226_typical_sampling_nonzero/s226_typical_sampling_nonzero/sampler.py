import torch

from .warpers import TypicalWarper

_WARPER = TypicalWarper(min_tokens_to_keep=1)


@torch.compile(fullgraph=True, dynamic=False)
def typical_sample(logits: torch.Tensor, typical_mass: torch.Tensor) -> torch.Tensor:
    logits = logits.float()
    warped = _WARPER(logits, typical_mass)
    probs = torch.softmax(warped, dim=-1)
    return torch.argmax(probs, dim=-1)
