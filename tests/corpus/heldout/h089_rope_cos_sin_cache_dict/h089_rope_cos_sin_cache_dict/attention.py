import torch

from .rotary_embedding import RotaryEmbedding

rope = RotaryEmbedding(head_size=8, max_position_embeddings=64)
rope_compiled = torch.compile(rope, fullgraph=True)
