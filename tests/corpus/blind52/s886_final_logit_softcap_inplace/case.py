import torch

ENTRY = "s886_final_logit_softcap_inplace.gemma2_causal_lm:compute_logits"


def inputs():
    return (torch.randn(3, 16),)
