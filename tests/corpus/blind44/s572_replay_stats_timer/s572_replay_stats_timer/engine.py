import torch

from .wrapper import GraphedDecodeWrapper, MLPBlock

compiled = torch.compile(GraphedDecodeWrapper(MLPBlock(8, 32)), fullgraph=True)
