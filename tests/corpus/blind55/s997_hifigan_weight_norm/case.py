import torch

from s997_hifigan_weight_norm.generator import HiFiGANConfig
from s997_hifigan_weight_norm.vocoder import Vocoder

ENTRY = "s997_hifigan_weight_norm.vocoder:Vocoder.infer"

_vocoder = Vocoder(HiFiGANConfig())


def inputs():
    return (_vocoder, torch.randn(1, 8, 6))
