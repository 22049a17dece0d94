import torch

ENTRY = "s282_vad_energy_gate.encoder:encoder"


def inputs():
    return (torch.randn(2, 160),)
