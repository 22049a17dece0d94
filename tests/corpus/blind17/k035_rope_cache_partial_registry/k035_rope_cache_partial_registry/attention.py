import torch

from .registry import get_rope

ROPE_KIND = "long"


@torch.compile(fullgraph=True)
def rotary_step(q, positions):
    rope = get_rope(ROPE_KIND)
    return rope(q, positions)
