import torch

from .backend import TritonAttnBackend

attn_backend = TritonAttnBackend(head_dim=8)
decode = torch.compile(attn_backend.forward_decode, fullgraph=True)
