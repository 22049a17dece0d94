import torch

ENTRY = "s881_gemma2_softcap_warn_once.gemma2:attention_forward"


def inputs():
    return (torch.randn(2, 6, 32),)
