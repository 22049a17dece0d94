import torch

from s200_sincos_pos_table_locked_cache.encoder import PatchEncoder

ENTRY = "s200_sincos_pos_table_locked_cache.encoder:PatchEncoder.forward"

_ENC = PatchEncoder(dim=16, patch=4).eval()


def inputs():
    return (_ENC, torch.randn(2, 3, 16, 20))
