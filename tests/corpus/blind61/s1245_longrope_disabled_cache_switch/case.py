import torch

from s1245_longrope_disabled_cache_switch import Phi3Attention, Phi3Config

ENTRY = "s1245_longrope_disabled_cache_switch.phi3:Phi3Attention.forward"


def inputs():
    attn = Phi3Attention(Phi3Config())
    return (attn, torch.arange(5), torch.randn(5, 32))
