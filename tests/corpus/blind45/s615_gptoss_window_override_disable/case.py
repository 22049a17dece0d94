import torch

from s615_gptoss_window_override_disable.model import DECODER

ENTRY = "s615_gptoss_window_override_disable.model:HybridDecoder.forward_decode"


def inputs():
    return (DECODER, torch.randn(5, 8))
