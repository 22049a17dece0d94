import logging

import torch

logger = logging.getLogger(__name__)


def _top_p_filter(probs: torch.Tensor, top_p: float) -> torch.Tensor:
    sorted_probs, idx = probs.sort(dim=-1, descending=True)
    cum = sorted_probs.cumsum(-1)
    sorted_probs = sorted_probs.masked_fill(cum - sorted_probs > top_p, 0.0)
    if not torch.compiler.is_compiling():
        logger.info("top-p kept %d tokens", int((sorted_probs > 0).sum()))
    return torch.zeros_like(probs).scatter(-1, idx, sorted_probs)


@torch.compile(fullgraph=True)
def sample(logits: torch.Tensor) -> torch.Tensor:
    probs = _top_p_filter(torch.softmax(logits, -1), 0.9)
    return probs / probs.sum(-1, keepdim=True)
