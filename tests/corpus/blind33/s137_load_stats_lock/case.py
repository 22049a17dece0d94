import torch

from s137_load_stats_lock.engine import MoEDecoder

ENTRY = "s137_load_stats_lock.engine:MoEDecoder.forward"

_dec = MoEDecoder()


def inputs():
    return (_dec, torch.randn(2, 3, 16))
