import torch

from s692_gated_delta_chunk_decay_floor import GatedDeltaNet, GatedDeltaNetConfig

ENTRY = "s692_gated_delta_chunk_decay_floor.layer:GatedDeltaNet.forward"


def inputs():
    return (GatedDeltaNet(GatedDeltaNetConfig()), torch.randn(1, 8, 16))
