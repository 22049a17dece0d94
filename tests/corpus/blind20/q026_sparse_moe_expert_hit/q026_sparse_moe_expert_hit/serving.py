import torch

from .configuration import MoeConfig
from .moe import SparseMoeBlock

torch.manual_seed(0)
moe_block = SparseMoeBlock(MoeConfig()).eval()


@torch.compile(fullgraph=True)
def moe_forward(hidden_states):
    out, router_logits = moe_block(hidden_states)
    return hidden_states + out, router_logits
