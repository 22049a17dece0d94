import torch

from s233_alibi_slopes_warn_non_pow2.model import AlibiAttention

ENTRY = "s233_alibi_slopes_warn_non_pow2.model:AlibiAttention.forward"

_attn = AlibiAttention()


def inputs():
    return (_attn, torch.randn(1, 4, 24))
