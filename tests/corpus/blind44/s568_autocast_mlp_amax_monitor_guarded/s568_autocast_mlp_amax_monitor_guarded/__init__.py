from .mlp import AutocastGatedMLP
