import torch

_GEN = torch.Generator().manual_seed(37)
DIM = 16
VOCAB = 50

EMBED_TABLE = torch.randn(VOCAB, DIM, generator=_GEN) * 0.02
IMAGE_GATE = torch.full((DIM,), 0.5)
NORM_WEIGHT = torch.ones(DIM)
