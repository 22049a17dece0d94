import torch

ENTRY = "z034_overlap_add_energy_tolist.synth:synth_chunk"


def inputs():
    return (torch.randn(1, 5, 8),)
