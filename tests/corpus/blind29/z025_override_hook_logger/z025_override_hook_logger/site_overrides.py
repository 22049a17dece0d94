"""Deployment-specific overrides, imported for their side effect."""
import torch

from .hooks import register_override


@register_override("logits_softcap")
def tanh_softcap(default):
    def capped(logits, cap=30.0):
        return cap * torch.tanh(default(logits) / cap)

    return capped
