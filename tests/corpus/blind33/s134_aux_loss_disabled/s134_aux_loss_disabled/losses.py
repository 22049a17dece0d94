"""Auxiliary load-balancing terms (Switch / ST-MoE), looked up by name."""
from typing import Callable, Dict

import torch
import torch.nn.functional as F

LOSS_REGISTRY: Dict[str, Callable] = {}


def register_aux_loss(name: str):
    def deco(fn):
        LOSS_REGISTRY[name] = fn
        return fn
    return deco


@register_aux_loss("switch")
@torch.compiler.disable
def switch_balance_loss(router_probs: torch.Tensor, topk_idx: torch.Tensor, num_experts: int):
    # fraction of tokens routed to each expert x mean router prob per expert
    mask = F.one_hot(topk_idx[..., 0], num_experts).float()
    frac_tokens = mask.mean(dim=0)
    frac_probs = router_probs.mean(dim=0)
    return num_experts * torch.sum(frac_tokens * frac_probs)


@register_aux_loss("z_loss")
def router_z_loss(router_logits: torch.Tensor, topk_idx: torch.Tensor, num_experts: int):
    return torch.logsumexp(router_logits, dim=-1).pow(2).mean()


class AuxLossMixer:
    def __init__(self, weights: Dict[str, float]):
        self.terms = [(LOSS_REGISTRY[n], w) for n, w in weights.items()]

    def __call__(self, logits, probs, topk_idx, num_experts):
        total = logits.new_zeros(())
        for fn, w in self.terms:
            src = logits if fn is router_z_loss else probs
            total = total + w * fn(src, topk_idx, num_experts)
        return total
