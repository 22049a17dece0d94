import torch

ENTRY = "v016_vits_speaker_table_disabled.synth:decode"


def inputs():
    z = torch.randn(1, 4, 6)          # prior latent (B, C, T)
    sid = torch.tensor([2])           # speaker id
    return (z, sid)
