import torch

from s207_is_compiling_state_health.mixer import Mamba2DecodeMixer

ENTRY = "s207_is_compiling_state_health.mixer:Mamba2DecodeMixer.forward_decode"


def inputs():
    return (Mamba2DecodeMixer(), torch.randn(2, 8), torch.zeros(2, 2, 4, 4))
